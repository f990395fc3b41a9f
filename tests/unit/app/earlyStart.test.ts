import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../src/core/api/user';
import { openEventLog } from '../../../src/core/eventLog';
import { openLogDatabaseEarly } from '../../../src/core/logDatabase';
import { startEarly, takeEarlyLog } from '../../../src/app/earlyStart';
import { EVENT_LOG_NAME } from '../../../src/ui/device';
import { pluginManifests } from '../../../src/plugins';
import { previewFrom } from '../../../src/app/previewFrom';

/** What the plugins' rules read of a user: no flags, a client of a COMPLEX organisation. */
const user = {
  id: 7,
  is_coach: false,
  is_diy: false,
  organisation: { feature_flags: [], recipe_system_type: 'COMPLEX' },
  feature_flags_for_user: { flags: [] },
  stream: 'user:7',
} as unknown as CurrentUser;

describe('the early start of a signed-in device', () => {
  it('starts nothing without a token and a kept user', async () => {
    const texts = Promise.resolve();
    startEarly({ token: 'a-token' }, texts);
    startEarly({ user }, texts);
    await texts;
    expect(await takeEarlyLog(EVENT_LOG_NAME)).toBeNull();
  });

  it("starts the plugins' code of a device that keeps no user yet with the user asked for at boot, and no log", async () => {
    const loads = pluginManifests.map((manifest) => vi.spyOn(manifest, 'load').mockResolvedValue(undefined as never));
    let answer!: (answered: CurrentUser | undefined) => void;
    startEarly({ token: 'a-token' }, Promise.resolve(), new Promise((resolve) => (answer = resolve)));
    const withHormones = { ...user, feature_flags_for_user: { flags: ['FF_FEMALE_HORMONES'] } } as CurrentUser;
    await Promise.resolve();
    expect(loads.filter((load) => load.mock.calls.length > 0)).toEqual([]);
    answer(withHormones);
    const hormones = pluginManifests.findIndex((manifest) => manifest.id === 'hormone-theme');
    await vi.waitFor(() => expect(loads[hormones]).toHaveBeenCalled());
    expect(await takeEarlyLog(EVENT_LOG_NAME)).toBeNull();
    loads.forEach((load) => load.mockRestore());
  });

  it("asks a device's first preview, of the user's stream from the session's first day, once the user is known", async () => {
    const asked: string[] = [];
    let answer!: (answered: CurrentUser | undefined) => void;
    startEarly(
      { token: 'a-token' },
      Promise.resolve(),
      new Promise((resolve) => (answer = resolve)),
      undefined,
      (path) => asked.push(path),
    );
    await Promise.resolve();
    expect(asked).toEqual([]);
    answer(user);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    const url = new URL(asked[0]!, 'http://localhost');
    expect(url.pathname).toBe('/api/sync/pull');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      stream: 'user:7',
      after: '0',
      recent: previewFrom(new Date()),
    });
  });

  it('hands the session the log opened early once, with the snapshots read then', async () => {
    const before = await openEventLog(EVENT_LOG_NAME, () => 'device-early');
    await before.saveSnapshot({ name: 'diary', version: 1, position: { 'user:7': 3 }, state: 'then' });
    startEarly({ token: 'a-token', user }, Promise.resolve());

    // A client's log (a coach viewing one) is opened by its own session; the device's own is taken once.
    expect(await takeEarlyLog(`${EVENT_LOG_NAME}-client-3`)).toBeNull();
    const early = await takeEarlyLog(EVENT_LOG_NAME);
    expect(early?.deviceId).toBe('device-early');
    expect(await takeEarlyLog(EVENT_LOG_NAME)).toBeNull();
    await before.saveSnapshot({ name: 'diary', version: 1, position: { 'user:7': 5 }, state: 'later' });
    // The first read is the one made early (valid: the boot replays what follows its position),
    // every later one a read of the log as it is.
    expect((await early!.loadSnapshots()).map((s) => s.state)).toEqual(['then']);
    expect((await early!.loadSnapshots()).map((s) => s.state)).toEqual(['later']);
    early!.close();
    before.close();
  });

  it('takes the database bootApp opened before the code was in, with the snapshots it read', async () => {
    const before = await openEventLog(EVENT_LOG_NAME, () => 'device-early');
    await before.saveSnapshot({ name: 'diary', version: 1, position: { 'user:7': 3 }, state: 'at boot' });
    const database = openLogDatabaseEarly(EVENT_LOG_NAME);
    await database.snapshots;
    await before.saveSnapshot({ name: 'diary', version: 1, position: { 'user:7': 5 }, state: 'later' });
    startEarly({ token: 'a-token', user }, Promise.resolve(), undefined, database);

    const early = await takeEarlyLog(EVENT_LOG_NAME);
    expect(early?.deviceId).toBe('device-early');
    expect((await early!.loadSnapshots()).map((s) => s.state)).toEqual(['at boot']);
    expect((await early!.loadSnapshots()).map((s) => s.state)).toEqual(['later']);
    early!.close();
    before.close();
  });
});
