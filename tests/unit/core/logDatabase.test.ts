import { describe, expect, it } from 'vitest';
import { openEventLog } from '../../../src/core/eventLog';
import { openLogDatabaseEarly } from '../../../src/core/logDatabase';
import { uniqueDbName } from './fixtures';

const databaseNames = async () => (await indexedDB.databases()).map((d) => d.name);
const deleted = (name: string) =>
  new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });

describe("the event log's database, opened before the session's code", () => {
  it('opens a log of this version and reads its snapshots, which the log then takes as its own', async () => {
    const name = uniqueDbName();
    const before = await openEventLog(name, () => 'device-before');
    await before.saveSnapshot({ name: 'diary', version: 1, position: { 'user:1': 4 }, state: 'kept' });
    before.close();

    const early = openLogDatabaseEarly(name);
    expect(await early.snapshots).toEqual([{ name: 'diary', version: 1, position: { 'user:1': 4 }, state: 'kept' }]);
    const database = await early.database;
    expect(database).not.toBeNull();
    const log = await openEventLog(name, () => 'unused', database!);
    expect(log.deviceId).toBe('device-before');
    expect((await log.loadSnapshots()).map((s) => s.state)).toEqual(['kept']);
    log.close();
  });

  it('leaves a new log to openEventLog, which makes it whole', async () => {
    const name = uniqueDbName();
    const early = openLogDatabaseEarly(name);
    expect(await early.database).toBeNull();
    expect(await early.snapshots).toBeNull();
    expect(await databaseNames()).not.toContain(name);

    const log = await openEventLog(name, () => 'device-new');
    await log.saveSnapshot({ name: 'diary', version: 1, position: {}, state: 'made' });
    expect(log.deviceId).toBe('device-new');
    log.close();
  });

  it('does not hold up a reset while no log has taken it', async () => {
    const name = uniqueDbName();
    (await openEventLog(name, () => 'device-reset')).close();
    const early = openLogDatabaseEarly(name);
    expect(await early.database).not.toBeNull();
    await deleted(name);
    expect(await databaseNames()).not.toContain(name);
  });
});
