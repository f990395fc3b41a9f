import { openDB, wrap, type DBSchema, type IDBPDatabase } from 'idb';
import type { EventEnvelope } from './events';
import { EVENT_LOG_VERSION } from './logDatabase';
import type { Position } from './projection';

/**
 * The device's event log in IndexedDB.
 * - confirmed: server-ordered events, stored as chunks of up to 1,000 (each one JSON text) because
 *   reading records, not folding them, is the cost of a rebuild.
 * - pending: events made here and not yet accepted, one record each, keyed by deviceSeq.
 * - snapshots: projection states at a confirmed position; a projection that splits its state
 *   (Projection.snapshotSplit) keeps the part the first screen needs here and the rest, which
 *   seldom changes, in snapshotParts, written only when it changed.
 * - meta: device id, the device's running number, sync cursors.
 * Every write is one transaction, and a promise resolves only after that transaction commits.
 */
export interface ConfirmedChunk {
  stream: string;
  firstSeq: number;
  lastSeq: number;
  /**
   * The events as one JSON text: IndexedDB then clones one string, and JSON.parse makes the
   * objects, where deserialising a thousand envelopes object by object cost a rebuild most of its
   * time. Records written before hold `events` instead; both are read (chunkEvents).
   */
  json?: string;
  events?: EventEnvelope[];
}

/** A record's events, in either stored form. */
export const chunkEvents = (chunk: ConfirmedChunk): EventEnvelope[] =>
  chunk.json !== undefined ? (JSON.parse(chunk.json) as EventEnvelope[]) : (chunk.events ?? []);

export interface Snapshot<S = unknown> {
  name: string;
  version: number;
  position: Position;
  state: S;
  /** The state is the first part only: it is whole joined with the stored rest of this key. */
  restKey?: string;
}

/** The rest of a split snapshot: joined with every first part that names its key. */
export interface SnapshotRest<S = unknown> {
  name: string;
  version: number;
  key: string;
  state: S;
}

interface LogSchema extends DBSchema {
  confirmed: { key: [string, number]; value: ConfirmedChunk };
  pending: { key: number; value: EventEnvelope };
  snapshots: { key: string; value: Snapshot };
  snapshotParts: { key: string; value: SnapshotRest };
  meta: { key: string; value: unknown };
}

export interface EventLog {
  readonly deviceId: string;
  /** Builds and stores a command's events atomically with the device's running number. */
  appendPending(build: (firstDeviceSeq: number) => EventEnvelope[]): Promise<EventEnvelope[]>;
  readPending(): Promise<EventEnvelope[]>;
  /**
   * Stores a page of server-ordered events of one stream, drops the pending events the page
   * confirms and, given `acceptedDeviceSeq` (only with the stream's last page, so an event of a
   * later page never vanishes in between), every pending event of that stream up to it; moves the
   * stream's cursor; all in one transaction.
   */
  appendConfirmed(stream: string, events: EventEnvelope[], acceptedDeviceSeq?: number): Promise<void>;
  /** Drops pending events the server refused; they will never be confirmed. */
  dropPending(deviceSeqs: readonly number[]): Promise<void>;
  /** Confirmed events after a position, in pages, ordered by stream then seq. */
  readConfirmed(after: Position, onPage: (events: EventEnvelope[]) => void): Promise<void>;
  cursor(stream: string): Promise<number>;
  loadSnapshot<S>(name: string): Promise<Snapshot<S> | undefined>;
  /** Every projection's snapshot (the first parts of split ones) in one read. */
  loadSnapshots(): Promise<Snapshot[]>;
  loadSnapshotRest<S>(name: string): Promise<SnapshotRest<S> | undefined>;
  /** Saves a snapshot and, when given, the rest it names, in one transaction. */
  saveSnapshot<S>(snapshot: Snapshot<S>, rest?: SnapshotRest<S>): Promise<void>;
  getMeta<T>(key: string): Promise<T | undefined>;
  setMeta(key: string, value: unknown): Promise<void>;
  /** Erases everything on this device (logout). */
  clear(): Promise<void>;
  close(): void;
}

/** The most events one record of the confirmed store holds. */
const CONFIRMED_RECORD_EVENTS = 1_000;
const DEVICE_KEY = 'device';
/**
 * How many events a read of the confirmed log aims at (one pulled record), and how many chunks it
 * reads at most: a rebuild's young-generation collections copy whatever events are alive at the
 * time, and reads of 5,000 had their longest pauses and slowest rebuilds (docs/decisions.md).
 */
const READ_EVENTS = 1_000;
const MAX_CHUNKS_READ = 200;
const DEVICE_SEQ_KEY = 'deviceSeq';
const cursorKey = (stream: string) => `cursor:${stream}`;

/** `opened`: the same database as openLogDatabaseEarly opened it (at EVENT_LOG_VERSION), taken as it is. */
export async function openEventLog(name: string, newDeviceId: () => string, opened?: IDBDatabase): Promise<EventLog> {
  // Taken, it is this log's connection, which a versionchange does not close (as openDB's).
  if (opened) opened.onversionchange = null;
  const db: IDBPDatabase<LogSchema> = opened
    ? (wrap(opened) as unknown as IDBPDatabase<LogSchema>)
    : await openDB<LogSchema>(name, EVENT_LOG_VERSION, {
        upgrade(database, oldVersion) {
          if (oldVersion < 1) {
            database.createObjectStore('confirmed', { keyPath: ['stream', 'firstSeq'] });
            database.createObjectStore('pending', { keyPath: 'deviceSeq' });
            database.createObjectStore('snapshots', { keyPath: 'name' });
            // A log made now records when each stream first catches up (markCaughtUp); see hasCaughtUp.
            void database.createObjectStore('meta').put(true, CATCH_UP_TRACKED_KEY);
          }
          if (oldVersion < 2) database.createObjectStore('snapshotParts', { keyPath: 'name' });
        },
      });
  const deviceId = await ensureDeviceId(db, newDeviceId);

  return {
    deviceId,
    async appendPending(build) {
      const tx = db.transaction(['pending', 'meta'], 'readwrite');
      const meta = tx.objectStore('meta');
      const last = ((await meta.get(DEVICE_SEQ_KEY)) as number | undefined) ?? 0;
      const events = build(last + 1);
      const pending = tx.objectStore('pending');
      for (const e of events) void pending.put(e);
      const lastSeq = events.reduce((max, e) => Math.max(max, e.deviceSeq), last);
      void meta.put(lastSeq, DEVICE_SEQ_KEY);
      await tx.done;
      return events;
    },
    readPending: () => db.getAll('pending'),
    async appendConfirmed(stream, events, acceptedDeviceSeq) {
      // Relaxed: a page lost to a power cut goes with its cursor (same transaction) and is pulled
      // again, and a pending event kept by it is one the server already holds (it drops it again).
      const tx = db.transaction(['confirmed', 'pending', 'meta'], 'readwrite', { durability: 'relaxed' });
      if (events.length) {
        // A page of a first pull holds thousands of events: stored as records of a bounded size,
        // so a later boot that starts from a snapshot reads (and clones) little beyond it.
        for (let at = 0; at < events.length; at += CONFIRMED_RECORD_EVENTS) {
          const part = events.slice(at, at + CONFIRMED_RECORD_EVENTS);
          const seqs = part.map((e) => e.seq ?? 0);
          void tx
            .objectStore('confirmed')
            .put({ stream, firstSeq: Math.min(...seqs), lastSeq: Math.max(...seqs), json: JSON.stringify(part) });
        }
        void tx.objectStore('meta').put(Math.max(...events.map((e) => e.seq ?? 0)), cursorKey(stream));
      }
      const confirmed = new Set(events.map((e) => e.id));
      const upTo = acceptedDeviceSeq ?? 0;
      const pending = tx.objectStore('pending');
      for (const event of await pending.getAll()) {
        if (event.stream === stream && (confirmed.has(event.id) || event.deviceSeq <= upTo))
          void pending.delete(event.deviceSeq);
      }
      await tx.done;
    },
    async dropPending(deviceSeqs) {
      const tx = db.transaction('pending', 'readwrite');
      for (const seq of deviceSeqs) void tx.store.delete(seq);
      await tx.done;
    },
    // Stream by stream, from the chunk that holds the first event after `after`: a snapshot's
    // position saves reading (and cloning) the chunks it already covers, and a stream whose cursor
    // (moved in the transaction that stores each chunk) it reaches is not read at all: its last
    // chunk alone is a pull's page, thousands of events a cold open would clone for nothing.
    async readConfirmed(after, onPage) {
      for (const stream of await streamsOf(db)) {
        const from = after[stream] ?? 0;
        if (from > 0 && ((await db.get('meta', cursorKey(stream))) as number | undefined) === from) continue;
        const holding = await db
          .transaction('confirmed')
          .store.openKeyCursor(IDBKeyRange.bound([stream, -Infinity], [stream, from]), 'prev');
        const range = (firstSeq: number, open: boolean) =>
          IDBKeyRange.bound([stream, firstSeq], [stream, Infinity], open);
        // About READ_EVENTS events a read, whatever the chunks' sizes (a pull's pages, a single
        // change), and the next read under way while this one folds: a few big reads held 100,000
        // events at once, and collecting their garbage took longer than folding them.
        let count = 1;
        let next: Promise<ConfirmedChunk[]> | null = db.getAll(
          'confirmed',
          range(holding ? holding.key[1] : -Infinity, false),
          count,
        );
        while (next) {
          const chunks: ConfirmedChunk[] = await next;
          // Counted by their seqs, not parsed twice: a record's are its stream's next, or fewer.
          const read = chunks.reduce((sum, chunk) => sum + (chunk.lastSeq - chunk.firstSeq + 1), 0);
          const last = chunks[chunks.length - 1];
          const asked = count;
          count = Math.min(MAX_CHUNKS_READ, Math.max(1, Math.round((count * READ_EVENTS) / Math.max(1, read))));
          next = last && chunks.length === asked ? db.getAll('confirmed', range(last.firstSeq, true), count) : null;
          const events: EventEnvelope[] = [];
          for (const chunk of chunks) {
            if (chunk.lastSeq <= from) continue;
            for (const e of chunkEvents(chunk)) if ((e.seq ?? 0) > from) events.push(e);
          }
          if (events.length) onPage(events);
        }
      }
    },
    async cursor(stream) {
      return ((await db.get('meta', cursorKey(stream))) as number | undefined) ?? 0;
    },
    loadSnapshot: async <S>(snapshotName: string) =>
      (await db.get('snapshots', snapshotName)) as Snapshot<S> | undefined,
    loadSnapshots: () => db.getAll('snapshots'),
    loadSnapshotRest: async <S>(snapshotName: string) =>
      (await db.get('snapshotParts', snapshotName)) as SnapshotRest<S> | undefined,
    async saveSnapshot(snapshot, rest) {
      const tx = db.transaction(['snapshots', 'snapshotParts'], 'readwrite');
      void tx.objectStore('snapshots').put(snapshot as Snapshot);
      if (rest) void tx.objectStore('snapshotParts').put(rest as SnapshotRest);
      await tx.done;
    },
    getMeta: async <T>(key: string) => (await db.get('meta', key)) as T | undefined,
    async setMeta(key, value) {
      await db.put('meta', value, key);
    },
    async clear() {
      const tx = db.transaction(['confirmed', 'pending', 'snapshots', 'snapshotParts', 'meta'], 'readwrite');
      await Promise.all([
        tx.objectStore('confirmed').clear(),
        tx.objectStore('pending').clear(),
        tx.objectStore('snapshots').clear(),
        tx.objectStore('snapshotParts').clear(),
        tx.objectStore('meta').clear(),
        tx.done,
      ]);
    },
    close: () => db.close(),
  };
}

const CATCH_UP_TRACKED_KEY = 'catchUpTracked';
const caughtUpKey = (stream: string) => `caughtUp:${stream}`;

/** Records that this log once held every event of the stream that the server had. */
export const markCaughtUp = (log: Pick<EventLog, 'setMeta'>, stream: string): Promise<void> =>
  log.setMeta(caughtUpKey(stream), true);

/**
 * Whether the stream caught up with the server once on this device, so its read models are the
 * account's and the app may route on them. A log made before this was recorded counts a stream it
 * has pulled from as caught up, so that an installed app still opens offline after the update.
 */
export async function hasCaughtUp(log: Pick<EventLog, 'getMeta' | 'cursor'>, stream: string): Promise<boolean> {
  if (await log.getMeta<boolean>(caughtUpKey(stream))) return true;
  if (await log.getMeta<boolean>(CATCH_UP_TRACKED_KEY)) return false;
  return (await log.cursor(stream)) > 0;
}

async function ensureDeviceId(db: IDBPDatabase<LogSchema>, newDeviceId: () => string): Promise<string> {
  const tx = db.transaction('meta', 'readwrite');
  const existing = (await tx.store.get(DEVICE_KEY)) as string | undefined;
  const id = existing ?? newDeviceId();
  if (!existing) void tx.store.put(id, DEVICE_KEY);
  await tx.done;
  return id;
}

/** The streams the log holds, in key order: one hop per stream over the chunk keys. */
async function streamsOf(db: IDBPDatabase<LogSchema>): Promise<string[]> {
  const streams: string[] = [];
  let cursor = await db.transaction('confirmed').store.openKeyCursor();
  while (cursor) {
    const stream = cursor.key[0];
    streams.push(stream);
    cursor = await cursor.continue([stream, Infinity]);
  }
  return streams;
}
