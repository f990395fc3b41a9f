import 'i18next';
import type { resources } from './i18n';

// Translation keys are typed from the English files, so a missing key fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}
