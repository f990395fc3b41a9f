import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { issueAuthToken } from '../../server/auth/authTokens';
import { hashSecret } from '../../server/auth/secrets';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPostgres } from '../../server/db/postgres';
import { seedDemo } from '../../server/seed';
import { ownPushStore, storePush } from '../../server/sync/eventStore';
import type { PushResponse } from '../../src/core/api/sync';
import { createEventRegistry } from '../../src/core/events';
import { uuidv7 } from '../../src/core/ids';
import { featureEvents } from '../../src/features/kernels';
import { freshPostgresDatabase } from './harness';

const registry = createEventRegistry(featureEvents);

/** The database as the store sees it, with every failed statement written down. */
function recordingFailures(db: Database, failures: string[]): Database {
  return {
    ...db,
    async query(sql, params) {
      try {
        return await db.query(sql, params);
      } catch (error) {
        failures.push((error as Error).message);
        throw error;
      }
    },
  };
}

/** Until `n` sessions of this database wait on a lock; bounded by time (30 s), not by a count of looks. */
async function waitersReach(db: Database, n: number) {
  await vi.waitFor(
    async () => {
      const { rows } = await db.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      if (rows[0]!.n < n) throw new Error(`fewer than ${n} sessions wait on a lock`);
    },
    { timeout: 30_000, interval: 10 },
  );
}

// Two server processes store own-stream pushes in groups (one statement each), and other pushes one
// by one (push_batch). However these share devices and streams, they must not take their locks in
// crossing orders. Only PostgreSQL has several processes.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('pushes of two server processes', () => {
  let database: { url: string; drop: () => Promise<void> };
  let dbs: Database[];
  let blocker: Database;
  let failures: string[];
  let users: Record<'sam' | 'noor' | 'coach', number>;
  let tokens: Map<number, Buffer>;
  let stores: ReturnType<typeof ownPushStore>[];
  const seqs = new Map<string, number>();

  beforeEach(async () => {
    database = await freshPostgresDatabase();
    failures = [];
    dbs = [await openPostgres(database.url), await openPostgres(database.url)];
    blocker = await openPostgres(database.url, { max: 1 });
    await migrate(dbs[0]!);
    await seedDemo(dbs[0]!);
    const { rows } = await dbs[0]!.query<{ id: string; email: string }>(
      "select id, email from users where email in ('sam@example.com', 'noor@example.com', 'coach@example.com')",
    );
    const id = (email: string) => Number(rows.find((r) => r.email === email)!.id);
    users = { sam: id('sam@example.com'), noor: id('noor@example.com'), coach: id('coach@example.com') };
    tokens = new Map();
    for (const user of Object.values(users))
      tokens.set(user, hashSecret(await issueAuthToken(dbs[0]!, user, new Date())));
    stores = dbs.map((db) => ownPushStore(recordingFailures(db, failures), registry));
    seqs.clear();
  });
  afterEach(async () => {
    await blocker.close();
    for (const db of dbs) await db.close();
    await database.drop();
  });

  const eventOf = (actor: number, stream: number, device: string) => {
    const deviceSeq = (seqs.get(device) ?? 0) + 1;
    seqs.set(device, deviceSeq);
    return {
      id: uuidv7(Date.now(), crypto.getRandomValues(new Uint8Array(10))),
      stream: `user:${stream}`,
      type: 'QuickAddLogged',
      v: 1,
      payload: { itemId: device, date: '2026-11-22', mealMoment: 'LUNCH' as const, nutrients: { kcal: 10 } },
      actor: `user:${actor}`,
      device,
      deviceSeq,
      at: '2026-11-22T12:00:00.000Z',
    };
  };
  const ownPush = (process: number, user: number, device: string) =>
    stores[process]!(tokens.get(user)!, new Date(), device, [eventOf(user, user, device)]);

  /**
   * Runs `first` and then `second` while a third session holds Sam's stream, each once it waits
   * on a lock, then lets go: both are under way at once, in the order most likely to cross.
   */
  async function whileSamIsHeld<T>(first: () => Promise<T>, second: () => Promise<T>): Promise<T[]> {
    const started = await blocker.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`user:${users.sam}`]);
      const one = first();
      await waitersReach(dbs[0]!, 1);
      const two = second();
      await waitersReach(dbs[0]!, 2);
      return [one.catch((error: Error) => error), two.catch((error: Error) => error)];
    });
    return (await Promise.all(started)) as T[];
  }

  const storedPerStream = async () =>
    (
      await dbs[0]!.query<{ stream: string; n: number; top: string }>(
        'select stream, count(*)::int as n, max(seq) as top from events group by stream order by stream',
      )
    ).rows.map((s) => [s.stream, s.n, Number(s.top)]);

  it('two groups that lock two streams crosswise (by device order) do not deadlock', async () => {
    const { sam, noor } = users;
    // Devices a1 < a2 < b1 < b2: in device order the first group meets Sam's stream first and the
    // second Noor's.
    for (const [user, device] of [
      [sam, 'a1'],
      [noor, 'a2'],
      [sam, 'b1'],
      [noor, 'b2'],
    ] as const)
      await ownPush(0, user, device);
    const answers = await whileSamIsHeld(
      () => Promise.all([ownPush(0, sam, 'a1'), ownPush(0, noor, 'b2')]),
      () => Promise.all([ownPush(1, noor, 'a2'), ownPush(1, sam, 'b1')]),
    );

    expect(failures).toEqual([]);
    expect(answers.flat().map((a) => a?.accepted.length)).toEqual([1, 1, 1, 1]);
    expect(await storedPerStream()).toEqual(
      [
        [`user:${sam}`, 4, 4],
        [`user:${noor}`, 4, 4],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });

  it("a group and a coach's push to a client's stream (the general path) do not deadlock", async () => {
    const { sam, coach } = users;
    const { rows } = await dbs[0]!.query<{ organisation_id: string }>(
      'select organisation_id from users where id = $1',
      [coach],
    );
    const coachActor = {
      id: coach,
      organisationId: Number(rows[0]!.organisation_id),
      isCoach: true,
      coachId: null,
      accountEnabled: true,
      billingIssue: null,
    };
    await ownPush(0, sam, 'a1');
    const coachOwn = eventOf(coach, coach, 'c1');
    await stores[0]!(tokens.get(coach)!, new Date(), 'c1', [coachOwn]);
    const general = recordingFailures(dbs[1]!, failures);
    // The group meets Sam's stream (a1) before the coach's device (c1, re-sending what it holds, so
    // that the two pushes of c1 may be stored in either order); the coach's push through c1 holds
    // that device before it reaches Sam's stream.
    const answers = await whileSamIsHeld<unknown>(
      () => Promise.all([ownPush(0, sam, 'a1'), stores[0]!(tokens.get(coach)!, new Date(), 'c1', [coachOwn])]),
      () => storePush(general, registry, coachActor, 'c1', [eventOf(coach, sam, 'c1')]),
    );

    expect(failures).toEqual([]);
    expect(answers.flat().map((a) => (a as PushResponse).accepted.length)).toEqual([1, 0, 1]);
    expect(await storedPerStream()).toEqual(
      [
        [`user:${coach}`, 1, 1],
        [`user:${sam}`, 3, 3],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });
});
