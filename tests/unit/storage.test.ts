import { describe, expect, it, vi } from 'vitest';
import { BusError } from '../../src/core/errors';
import { openEventLog } from '../../src/core/eventLog';
import { EVENT_LOG_NAME } from '../../src/ui/device';
import { reportingStorageFailures, requestPersistentStorage, storageProblemOf } from '../../src/app/storage';
import { countUnsavedChanges } from '../../src/ui/unsavedChanges';
import { addItem, openKernel, uniqueDbName } from './core/fixtures';

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('a full device storage is told, not swallowed', () => {
  it("recognises a full quota, also behind the bus's storage_failed", () => {
    expect(storageProblemOf(quotaError())).toBe('full');
    expect(storageProblemOf(new BusError('storage_failed', 'Could not store events', quotaError()))).toBe('full');
    expect(storageProblemOf(new Error('something else'))).toBeNull();
  });

  it('a command whose events do not fit is reported to the user and still fails', async () => {
    const report = vi.fn();
    const { kernel } = await openKernel(uniqueDbName(), {
      wrapLog: (log) => reportingStorageFailures({ ...log, appendPending: () => Promise.reject(quotaError()) }, report),
    });
    await expect(kernel.bus.dispatch(addItem.create({ name: 'milk' }))).rejects.toMatchObject({
      code: 'storage_failed',
    });
    expect(report).toHaveBeenCalledWith('full');
    kernel.log.close();
  });

  it('a pulled page that does not fit is reported at most once a minute while sync retries', async () => {
    const report = vi.fn();
    let now = 0;
    const log = await openEventLog(uniqueDbName(), () => 'device-quota');
    const full = reportingStorageFailures(
      { ...log, appendConfirmed: () => Promise.reject(quotaError()) },
      report,
      () => now,
    );
    await expect(full.appendConfirmed('user:1', [])).rejects.toThrow();
    now = 30_000;
    await expect(full.appendConfirmed('user:1', [])).rejects.toThrow();
    expect(report).toHaveBeenCalledTimes(1);
    now = 61_000;
    await expect(full.appendConfirmed('user:1', [])).rejects.toThrow();
    expect(report).toHaveBeenCalledTimes(2);
    log.close();
  });
});

describe('persistent storage', () => {
  it('is asked for once per device, and not at all where unsupported', async () => {
    const meta = new Map<string, unknown>();
    const log = {
      getMeta: async <T>(key: string) => meta.get(key) as T | undefined,
      setMeta: async (key: string, value: unknown) => void meta.set(key, value),
    };
    const storage = { persist: vi.fn(async () => true), persisted: vi.fn(async () => false) };
    expect(await requestPersistentStorage(storage, log)).toBe(true);
    expect(await requestPersistentStorage(storage, log)).toBeUndefined();
    expect(storage.persist).toHaveBeenCalledTimes(1);
    expect(await requestPersistentStorage(undefined, log)).toBeUndefined();
  });
});

describe('reset app counts what it would erase', () => {
  it('counts the changes the server has not confirmed, and creates no log by asking', async () => {
    expect(await countUnsavedChanges()).toBe(0);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(EVENT_LOG_NAME);
    const log = await openEventLog(EVENT_LOG_NAME, () => 'device-reset');
    await log.appendPending((first) =>
      [0, 1, 2].map((i) => ({
        id: crypto.randomUUID(),
        stream: 'user:1',
        type: 'ItemAdded',
        v: 1,
        payload: {},
        actor: 'user:1',
        device: 'device-reset',
        deviceSeq: first + i,
        at: '2026-11-24T10:00:00.000Z',
      })),
    );
    expect(await countUnsavedChanges()).toBe(3);
    await log.clear();
    log.close();
  });
});
