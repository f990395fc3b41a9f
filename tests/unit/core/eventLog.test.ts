import { describe, expect, it } from 'vitest';
import { openEventLog } from '../../../src/core/eventLog';
import type { EventEnvelope } from '../../../src/core/events';
import { confirmedEvents, uniqueDbName } from './fixtures';

let n = 0;
const newId = () => `device-${++n}`;
const pendingOf = (deviceSeq: number, device: string): EventEnvelope => ({
  id: `01936a4e-0000-7000-8000-${String(deviceSeq).padStart(12, '0')}`, stream: 'user:1', type: 'ItemAdded', v: 1,
  payload: { id: `i${deviceSeq}`, name: 'x' }, actor: 'user:1', device, deviceSeq, at: '2026-11-22T09:00:00.000Z',
});

describe('event log', () => {
  it('numbers a device\'s events contiguously across appends and across a reopen', async () => {
    const name = uniqueDbName();
    const log = await openEventLog(name, newId);
    await log.appendPending((first) => [pendingOf(first, log.deviceId), pendingOf(first + 1, log.deviceId)]);
    log.close();
    const reopened = await openEventLog(name, newId);
    expect(reopened.deviceId).toBe(log.deviceId);
    const [third] = await reopened.appendPending((first) => [pendingOf(first, reopened.deviceId)]);
    expect(third!.deviceSeq).toBe(3);
    expect((await reopened.readPending()).map((e) => e.deviceSeq)).toEqual([1, 2, 3]);
  });

  it('stores a pulled page, moves the cursor and drops accepted pending events in one go', async () => {
    const log = await openEventLog(uniqueDbName(), newId);
    await log.appendPending((first) => [1, 2, 3].map((i) => pendingOf(first + i - 1, log.deviceId)));
    await log.appendConfirmed('user:1', confirmedEvents(['a', 'b']), 2);
    expect(await log.cursor('user:1')).toBe(2);
    expect((await log.readPending()).map((e) => e.deviceSeq)).toEqual([3]);
    const seen: number[] = [];
    await log.readConfirmed({}, (page) => seen.push(...page.map((e) => e.seq!)));
    expect(seen).toEqual([1, 2]);
  });

  it('reads confirmed events after a position only, in order, across many chunks', async () => {
    const log = await openEventLog(uniqueDbName(), newId);
    for (let chunk = 0; chunk < 250; chunk++) await log.appendConfirmed('user:1', confirmedEvents(['x', 'y'], 'user:1', chunk * 2 + 1));
    await log.appendConfirmed('user:2', confirmedEvents(['z'], 'user:2', 1));
    const seqs: string[] = [];
    await log.readConfirmed({ 'user:1': 300 }, (page) => seqs.push(...page.map((e) => `${e.stream}#${e.seq}`)));
    expect(seqs).toHaveLength(200 + 1);
    expect(seqs[0]).toBe('user:1#301');
    expect(seqs[199]).toBe('user:1#500');
    expect(seqs[200]).toBe('user:2#1');
  });

  it('saves and loads snapshots, and clear() erases everything', async () => {
    const log = await openEventLog(uniqueDbName(), newId);
    await log.saveSnapshot({ name: 'list', version: 1, position: { 'user:1': 4 }, state: { items: [] } });
    expect(await log.loadSnapshot('list')).toEqual({ name: 'list', version: 1, position: { 'user:1': 4 }, state: { items: [] } });
    await log.appendPending((first) => [pendingOf(first, log.deviceId)]);
    await log.appendConfirmed('user:1', confirmedEvents(['a']));
    await log.setMeta('k', 1);
    await log.clear();
    expect(await log.readPending()).toEqual([]);
    expect(await log.loadSnapshot('list')).toBeUndefined();
    expect(await log.cursor('user:1')).toBe(0);
    expect(await log.getMeta('k')).toBeUndefined();
  });
});
