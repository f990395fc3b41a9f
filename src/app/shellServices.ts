import type { AppServices } from '../ui/services';
import type { TextLoader } from './i18n';
import type { StorageProblem } from './storage';

/** What the shell has beyond what screens see: the loader of the features' texts. */
export interface ShellServices extends AppServices {
  readonly texts: TextLoader;
}

/** The device's storage cannot be used (private mode, blocked for the site, or full): the app cannot work. */
export class StorageUnavailableError extends Error {
  constructor(readonly problem: StorageProblem = 'unavailable') {
    super(problem === 'full' ? 'The device storage is full' : 'This browser does not let the app store data');
    this.name = 'StorageUnavailableError';
  }
}
