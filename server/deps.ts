import type { Config } from './config';
import type { Database } from './db/database';
import type { Mailer } from './mail/mailer';

/** What every route module receives: no module reads globals or the environment itself. */
export interface Deps {
  readonly db: Database;
  readonly mailer: Mailer;
  readonly config: Pick<Config, 'PUBLIC_URL'>;
  /** Time, injectable so tests can move it (code expiry, token idle time). */
  readonly now: () => Date;
}
