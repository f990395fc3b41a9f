import type { CurrentUser } from '../core/api/user';
import type { AuthState } from '../core/authStore';
import { openEventLog, type EventLog, type Snapshot } from '../core/eventLog';
import { cryptoIdSource, systemClock } from '../core/ids';
import type { EarlyLogDatabase } from '../core/logDatabase';
import { pluginManifests, pluginTexts } from '../plugins';
import { EVENT_LOG_NAME } from '../ui/device';
import { pluginContextOf } from './pluginContext';

/**
 * What a signed-in device's cold open waits on, started as soon as the session's code has loaded
 * (bootApp, beside the first texts) instead of one after the other behind the first texts, the
 * first render and the session: the event log opened with its snapshots read, and the code of the
 * user's plugins (the addressed screen's code is already under way: preloadFirstScreen). Each is
 * only begun here; whoever needs it later takes the same promise (a module import is fetched
 * once), so nothing is decided on anything read early.
 */
interface Early {
  readonly log: Promise<EventLog>;
  readonly snapshots: Promise<Snapshot[]>;
}
let early: Early | null = null;

/**
 * `asked`: the current user as bootApp asked for it at once; `database`: the log's database as
 * bootApp began opening it, before this code was in (its snapshots read as it opened); the log
 * opens it here itself when that could not.
 */
export function startEarly(
  auth: AuthState,
  firstTexts: Promise<FirstTexts>,
  asked: Promise<CurrentUser | undefined> = Promise.resolve(undefined),
  database?: EarlyLogDatabase,
): void {
  const { token, user } = auth;
  if (!token || !user) void database?.database.then((db) => db?.close());
  if (!token) return;
  // A device that keeps no user yet (just signed in) has the current user asked for at boot: its
  // plugins' code starts with that answer, the rest waits for the session.
  if (!user) {
    void Promise.all([asked, firstTexts.catch(() => undefined)]).then(
      ([answered, texts]) => answered && loadPlugins(answered, texts),
    );
    return;
  }
  const ids = cryptoIdSource(systemClock);
  const log = (database?.database ?? Promise.resolve(null)).then((db) =>
    openEventLog(EVENT_LOG_NAME, () => ids.next(), db ?? undefined),
  );
  const readEarly = database?.snapshots ?? Promise.resolve(null);
  const snapshots = readEarly.then(
    (read) => (read as Snapshot[] | null) ?? log.then((opened) => opened.loadSnapshots()),
  );
  // The session reports a failure when it opens the log itself; here it would be unhandled.
  snapshots.catch(() => undefined);
  early = { log, snapshots };
  // Code once the first texts are in: compiling it beside them held them back.
  void firstTexts.then(
    (texts) => loadPlugins(user, texts),
    () => loadPlugins(user, undefined),
  );
}

/** The first texts as far as the plugins' texts care: the language they came in. */
type FirstTexts = { readonly language: string } | void;

/** The user's plugins' code, and their texts in the first texts' language (a plugin would ask for them next). */
function loadPlugins(user: CurrentUser, texts: FirstTexts | undefined): void {
  const context = pluginContextOf(user);
  const language = texts?.language === 'nl' ? 'nl' : 'en';
  for (const manifest of pluginManifests) {
    if (manifest.isEnabled(context) !== true) continue;
    manifest.load().catch(() => undefined);
    if (texts)
      pluginTexts
        .find((plugin) => plugin.id === manifest.id)
        ?.texts.load[language]()
        .catch(() => undefined);
  }
}

/**
 * The device's own log if it was opened early, to its first taker: its first `loadSnapshots` answers with the
 * snapshots read then (a snapshot is valid at any position: the boot replays what follows it).
 */
export async function takeEarlyLog(logName: string): Promise<EventLog | null> {
  const taken = logName === EVENT_LOG_NAME ? early : null;
  if (!taken) return null;
  early = null;
  const log = await taken.log.catch(() => null);
  if (!log) return null;
  let snapshots: Promise<Snapshot[]> | null = taken.snapshots;
  return {
    ...log,
    loadSnapshots() {
      const read = snapshots ?? log.loadSnapshots();
      snapshots = null;
      return read;
    },
  };
}
