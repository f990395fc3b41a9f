import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { chunkEvents, openEventLog, type ConfirmedChunk, type EventLog } from '../../../src/core/eventLog';
import type { EventEnvelope } from '../../../src/core/events';
import type { Position } from '../../../src/core/projection';
import { confirmedEvents, pendingEvent, uniqueDbName } from './fixtures';

let devices = 0;
const newDeviceId = () => `device-${++devices}`;

const appendPendingOf = (log: EventLog, count: number, stream = 'user:1') =>
  log.appendPending((first) => Array.from({ length: count }, (_, i) => pendingEvent(first + i, log.deviceId, stream)));

const pendingSeqs = async (log: EventLog) => (await log.readPending()).map((e) => e.deviceSeq);

async function readAll(log: EventLog, after: Position = {}) {
  const pages: EventEnvelope[][] = [];
  await log.readConfirmed(after, (page) => pages.push(page));
  return { pages, events: pages.flat().map((e) => `${e.stream}#${e.seq}`) };
}

describe('event log: pending events', () => {
  it("numbers a device's events contiguously across appends", async () => {
    const log = await openEventLog(uniqueDbName(), newDeviceId);
    const first = await appendPendingOf(log, 2);
    const second = await appendPendingOf(log, 3);
    expect(first.map((e) => e.deviceSeq)).toEqual([1, 2]);
    expect(second.map((e) => e.deviceSeq)).toEqual([3, 4, 5]);
    expect(await pendingSeqs(log)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the device id and the running number when the database is closed and reopened', async () => {
    const name = uniqueDbName();
    const log = await openEventLog(name, newDeviceId);
    await appendPendingOf(log, 2);
    log.close();

    const makeId = vi.fn(newDeviceId);
    const reopened = await openEventLog(name, makeId);
    expect(reopened.deviceId).toBe(log.deviceId);
    expect(makeId).not.toHaveBeenCalled();
    const [third] = await appendPendingOf(reopened, 1);
    expect(third!.deviceSeq).toBe(3);
    expect(await pendingSeqs(reopened)).toEqual([1, 2, 3]);
    reopened.close();
  });

  it('gives each database its own device id', async () => {
    const a = await openEventLog(uniqueDbName(), newDeviceId);
    const b = await openEventLog(uniqueDbName(), newDeviceId);
    expect(a.deviceId).not.toBe(b.deviceId);
  });

  it('drops refused pending events', async () => {
    const log = await openEventLog(uniqueDbName(), newDeviceId);
    await appendPendingOf(log, 4);
    await log.dropPending([2, 3]);
    expect(await pendingSeqs(log)).toEqual([1, 4]);
  });
});

describe('event log: confirmed events', () => {
  it('stores a pulled page, moves the cursor and drops accepted pending events in one go', async () => {
    const log = await openEventLog(uniqueDbName(), newDeviceId);
    await appendPendingOf(log, 2, 'user:1');
    await appendPendingOf(log, 1, 'org:1'); // deviceSeq 3, another stream
    await appendPendingOf(log, 2, 'user:1'); // deviceSeq 4 and 5, not yet accepted

    await log.appendConfirmed('user:1', confirmedEvents(['a', 'b', 'c'], 'user:1', 7), 4);

    expect(await log.cursor('user:1')).toBe(9);
    expect(await log.cursor('org:1')).toBe(0);
    // Accepted (<= 4) and of this stream: gone. Of another stream, or later: still pending.
    expect(await pendingSeqs(log)).toEqual([3, 5]);
    expect((await readAll(log)).events).toEqual(['user:1#7', 'user:1#8', 'user:1#9']);
  });

  it('a page drops the pending events it confirms, and only those, when it is not the last page', async () => {
    const log = await openEventLog(uniqueDbName(), newDeviceId);
    const mine = await appendPendingOf(log, 3);
    // Page one of two holds this device's first event; the server already holds all three.
    await log.appendConfirmed('user:1', [{ ...mine[0]!, seq: 1 }], 0);
    expect(await pendingSeqs(log)).toEqual([2, 3]);
    await log.appendConfirmed(
      'user:1',
      [
        { ...mine[1]!, seq: 2 },
        { ...mine[2]!, seq: 3 },
      ],
      3,
    );
    expect(await pendingSeqs(log)).toEqual([]);
  });

  it('an empty page still drops accepted pending events and leaves the cursor', async () => {
    const log = await openEventLog(uniqueDbName(), newDeviceId);
    await log.appendConfirmed('user:1', confirmedEvents(['a', 'b']));
    await appendPendingOf(log, 2);
    await log.appendConfirmed('user:1', [], 1);
    expect(await log.cursor('user:1')).toBe(2);
    expect(await pendingSeqs(log)).toEqual([2]);
  });

  it('returns only events after the position, ordered by stream then seq, across chunks', async () => {
    const log = await openEventLog(uniqueDbName(), newDeviceId);
    await log.appendConfirmed('user:1', confirmedEvents(['a', 'b', 'c'], 'user:1', 1));
    await log.appendConfirmed('org:1', confirmedEvents(['x', 'y'], 'org:1', 1));
    await log.appendConfirmed('user:1', confirmedEvents(['d', 'e'], 'user:1', 4));
    await log.appendConfirmed('org:1', confirmedEvents(['z'], 'org:1', 3));

    expect((await readAll(log)).events).toEqual([
      'org:1#1',
      'org:1#2',
      'org:1#3',
      'user:1#1',
      'user:1#2',
      'user:1#3',
      'user:1#4',
      'user:1#5',
    ]);
    // A position inside a chunk: only the later events of that chunk.
    expect((await readAll(log, { 'user:1': 2, 'org:1': 3 })).events).toEqual(['user:1#3', 'user:1#4', 'user:1#5']);
    expect((await readAll(log, { 'user:1': 5 })).events).toEqual(['org:1#1', 'org:1#2', 'org:1#3']);
  });

  it('pages through more than 200 chunks without losing or repeating one', async () => {
    const log = await openEventLog(uniqueDbName(), newDeviceId);
    for (let chunk = 0; chunk < 450; chunk++)
      await log.appendConfirmed('user:1', confirmedEvents(['x', 'y'], 'user:1', chunk * 2 + 1));
    await log.appendConfirmed('user:2', confirmedEvents(['z'], 'user:2', 1));

    const all = await readAll(log);
    expect(all.pages.length).toBeGreaterThan(2);
    expect(all.events).toEqual([...Array.from({ length: 900 }, (_, i) => `user:1#${i + 1}`), 'user:2#1']);

    const later = await readAll(log, { 'user:1': 601 });
    expect(later.events).toEqual([...Array.from({ length: 299 }, (_, i) => `user:1#${i + 602}`), 'user:2#1']);
  });
  it('(property) reads every event after any position exactly once, in order, whatever the chunk sizes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 6_000 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 4 }),
        fc.nat(),
        async (big, small, at) => {
          const log = await openEventLog(uniqueDbName(), newDeviceId);
          let seq = 1;
          // Pulled pages of thousands, then single changes synced one at a time.
          for (const size of [...big, ...small]) {
            await log.appendConfirmed(
              'user:1',
              confirmedEvents(
                Array.from({ length: size }, () => 'x'),
                'user:1',
                seq,
              ),
            );
            seq += size;
          }
          const last = seq - 1;
          const from = at % (last + 1);
          const read = await readAll(log, from === 0 ? {} : { 'user:1': from });
          expect(read.events).toEqual(Array.from({ length: last - from }, (_, i) => `user:1#${from + i + 1}`));
          log.close();
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe("event log: a first pull's large pages", () => {
  it('stores a page of thousands in records of at most 1,000 events, read back whole from any position', async () => {
    const name = uniqueDbName();
    const log = await openEventLog(name, newDeviceId);
    const page = confirmedEvents(
      Array.from({ length: 2_500 }, (_, i) => `e${i}`),
      'user:1',
      1,
    );
    await log.appendConfirmed('user:1', page);
    expect(await log.cursor('user:1')).toBe(2_500);

    const all = await readAll(log);
    expect(all.events).toEqual(Array.from({ length: 2_500 }, (_, i) => `user:1#${i + 1}`));
    for (const from of [999, 1_000, 1_001, 2_499])
      expect((await readAll(log, { 'user:1': from })).events).toEqual(
        Array.from({ length: 2_500 - from }, (_, i) => `user:1#${from + i + 1}`),
      );
    log.close();

    const records = await rawRecords(name);
    expect(records.map((r) => [r.firstSeq, r.lastSeq, chunkEvents(r).length])).toEqual([
      [1, 1_000, 1_000],
      [1_001, 2_000, 1_000],
      [2_001, 2_500, 500],
    ]);
  });
});

describe("event log: a record's stored form", () => {
  it('(property) gives back the events it stored, field for field', async () => {
    // A confirmed event came from the server as JSON, which has no -0 (fc.jsonValue makes one).
    const payload = fc.dictionary(fc.string(), fc.jsonValue()).map((p) => JSON.parse(JSON.stringify(p)) as unknown);
    await fc.assert(
      fc.asyncProperty(fc.array(payload, { minLength: 1, maxLength: 30 }), async (payloads) => {
        const log = await openEventLog(uniqueDbName(), newDeviceId);
        const stored = confirmedEvents(payloads.map(() => 'x')).map((e, i) => ({ ...e, payload: payloads[i] }));
        await log.appendConfirmed('user:1', stored);
        const read: EventEnvelope[] = [];
        await log.readConfirmed({}, (page) => read.push(...page));
        expect(read).toEqual(stored);
        log.close();
      }),
      { numRuns: 25 },
    );
  });

  it("stores a record's events as one JSON text", async () => {
    const name = uniqueDbName();
    const log = await openEventLog(name, newDeviceId);
    await log.appendConfirmed('user:1', confirmedEvents(['a', 'b']));
    log.close();
    const [record] = await rawRecords(name);
    expect(typeof record!.json).toBe('string');
    expect(record!.events).toBeUndefined();
  });

  it('reads records written before, events as objects, beside new ones: nothing a device holds is lost', async () => {
    const name = uniqueDbName();
    const log = await openEventLog(name, newDeviceId);
    const before = confirmedEvents(['a', 'b', 'c'], 'user:1', 1);
    await putRawRecord(name, { stream: 'user:1', firstSeq: 1, lastSeq: 3, events: before });
    await log.appendConfirmed('user:1', confirmedEvents(['d', 'e'], 'user:1', 4));
    expect((await readAll(log)).events).toEqual(['user:1#1', 'user:1#2', 'user:1#3', 'user:1#4', 'user:1#5']);
    expect((await readAll(log, { 'user:1': 2 })).events).toEqual(['user:1#3', 'user:1#4', 'user:1#5']);
    const read: EventEnvelope[] = [];
    await log.readConfirmed({}, (page) => read.push(...page));
    expect(read.slice(0, 3)).toEqual(before);
    log.close();
  });
});

describe('event log: snapshots, meta and clear', () => {
  it('saves and loads snapshots by name, the latest one winning', async () => {
    const log = await openEventLog(uniqueDbName(), newDeviceId);
    expect(await log.loadSnapshot('list')).toBeUndefined();
    await log.saveSnapshot({ name: 'list', version: 1, position: { 'user:1': 4 }, state: { items: ['old'] } });
    await log.saveSnapshot({ name: 'list', version: 1, position: { 'user:1': 9 }, state: { items: ['new'] } });
    await log.saveSnapshot({ name: 'other', version: 2, position: {}, state: 7 });
    expect(await log.loadSnapshot('list')).toEqual({
      name: 'list',
      version: 1,
      position: { 'user:1': 9 },
      state: { items: ['new'] },
    });
    expect(await log.loadSnapshot('other')).toEqual({ name: 'other', version: 2, position: {}, state: 7 });
  });

  it('clear() erases pending and confirmed events, snapshots, cursors and meta', async () => {
    const log = await openEventLog(uniqueDbName(), newDeviceId);
    await log.saveSnapshot({ name: 'list', version: 1, position: { 'user:1': 1 }, state: {} });
    await appendPendingOf(log, 2);
    await log.appendConfirmed('user:1', confirmedEvents(['a']));
    await log.setMeta('k', { some: 'value' });
    expect(await log.getMeta('k')).toEqual({ some: 'value' });

    await log.clear();

    expect(await log.readPending()).toEqual([]);
    expect((await readAll(log)).events).toEqual([]);
    expect(await log.loadSnapshot('list')).toBeUndefined();
    expect(await log.cursor('user:1')).toBe(0);
    expect(await log.getMeta('k')).toBeUndefined();
  });
});

function rawRecords(name: string): Promise<ConfirmedChunk[]> {
  return new Promise((resolve) => {
    const open = indexedDB.open(name);
    open.onsuccess = () => {
      const request = open.result.transaction('confirmed').objectStore('confirmed').getAll();
      request.onsuccess = () => {
        open.result.close();
        resolve(request.result as ConfirmedChunk[]);
      };
    };
  });
}

function putRawRecord(name: string, record: ConfirmedChunk): Promise<void> {
  return new Promise((resolve) => {
    const open = indexedDB.open(name);
    open.onsuccess = () => {
      const tx = open.result.transaction('confirmed', 'readwrite');
      tx.objectStore('confirmed').put(record);
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
    };
  });
}
