import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authenticate, TOKEN_IDLE_DAYS } from '../../server/auth/authTokens';
import { hashSecret, randomSecret } from '../../server/auth/secrets';
import type { Queryable } from '../../server/db/database';
import { accessTo } from '../../server/sync/streamAccess';
import { engines, useTestServer } from './harness';
import { userId } from './support';

const IDLE_MINUTES = TOKEN_IDLE_DAYS * 24 * 60;
const ACCOUNTS = ['sam@example.com', 'coach@example.com', 'eva@example.com', 'mila@example.com'] as const;

/** Mostly the token's own account, so that every answer comes up often. */
function someone() {
  return fc.oneof({ arbitrary: fc.constant('own'), weight: 6 }, fc.constantFrom(...ACCOUNTS));
}

/** A token in some state, its account, and a batch whose actor and stream name accounts of the seed. */
const cases = fc.record({
  account: fc.constantFrom(...ACCOUNTS),
  enabled: fc.boolean(),
  token: fc.oneof(
    { arbitrary: fc.constant('issued' as const), weight: 4 },
    fc.constant('revoked' as const),
    fc.constant('unknown' as const),
  ),
  // Around the edges that matter (the minute of the last-use write, the idle days) and anywhere.
  minutesAgo: fc.oneof(
    fc.constantFrom(0, 1, 2, IDLE_MINUTES - 1, IDLE_MINUTES, IDLE_MINUTES + 1),
    fc.integer({ min: 0, max: IDLE_MINUTES * 2 }),
  ),
  actor: someone(),
  streams: fc.array(someone(), { minLength: 1, maxLength: 3 }),
});
type Case = typeof cases extends fc.Arbitrary<infer T> ? T : never;

/**
 * The push of one's own stream is signed in by the database (push_own, push_own_group) and every
 * other request by authenticate() and the access rules in TypeScript. The token rule is one SQL
 * function both call (migration 011); what push_own still decides on its own (an enabled account,
 * only its own stream) must agree with the TypeScript path: it takes the fast path exactly when
 * that path would admit the account and write every event to its owner's own stream.
 */
describe.each(engines)('the push fast path and the token check agree (%s)', (engine) => {
  const server = useTestServer(engine);

  it('for tokens in any state, enabled or not, pushing to any stream', async () => {
    const ids = Object.fromEntries(
      await Promise.all(ACCOUNTS.map(async (email) => [email, await userId(server, email)] as const)),
    );
    let run = 0;
    const seen = new Set<Decision>();
    await fc.assert(
      fc.asyncProperty(cases, async (c) => {
        run += 1;
        const outcome = await rolledBack(server.db, (tx) =>
          decideBothWays(tx, c, ids, server.clock.now, `parity-device-${run}`),
        );
        expect(outcome.sql, JSON.stringify(c)).toEqual(outcome.ts);
        seen.add(outcome.ts);
        // The group turns away before push_own whatever is not a live token's own stream, with one answer for all.
        if (outcome.group !== undefined)
          expect(outcome.group === 'stored', JSON.stringify(c)).toBe(outcome.ts === 'stored');
      }),
      { numRuns: 80 },
    );
    expect([...seen].sort()).toEqual(['blocked', 'foreign', 'stored', 'unauthenticated']);
  });

  it("writes the last use of a group's own pushes' tokens once it is over a minute old, at their latest push", async () => {
    const sam = await userId(server, 'sam@example.com');
    const eva = await userId(server, 'eva@example.com');
    const now = server.clock.now;
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
    const lastUses = await rolledBack(server.db, async (tx) => {
      // stale pushes twice (at two times), fresh was used 30 s ago, foreign pushes Eva's stream.
      const tokens = { stale: randomSecret(32), fresh: randomSecret(32), foreign: randomSecret(32) };
      for (const [name, token] of Object.entries(tokens))
        await tx.query(
          'insert into auth_tokens (token_hash, user_id, created_at, last_used_at) values ($1, $2, $3, $3)',
          [hashSecret(token), sam, name === 'fresh' ? ago(30) : ago(120)],
        );
      const push = (token: string, at: Date, stream: string, device: string) => ({
        push: {
          token: hashSecret(token).toString('hex'),
          now: at.toISOString(),
          device,
          first: 1,
          last: 1,
          own: stream,
        },
        events: [
          {
            id: crypto.randomUUID(),
            stream,
            type: 'QuickAddLogged',
            v: 1,
            payload: { itemId: 'q', date: '2026-11-22', mealMoment: 'LUNCH', nutrients: { kcal: 100 } },
            actor: stream,
            device,
            deviceSeq: 1,
            at: at.toISOString(),
          },
        ],
      });
      const group = [
        push(tokens.stale, ago(10), `user:${sam}`, 'group-stale-1'),
        push(tokens.stale, now, `user:${sam}`, 'group-stale-2'),
        push(tokens.fresh, now, `user:${sam}`, 'group-fresh'),
        push(tokens.foreign, now, `user:${eva}`, 'group-foreign'),
      ];
      await tx.query("select push_own_group($1::jsonb, $2::jsonb, $3, 'parity')", [
        JSON.stringify(group.map((g) => g.push)),
        JSON.stringify(group.map((g) => g.events)),
        TOKEN_IDLE_DAYS,
      ]);
      const lastUse = async (token: string) =>
        new Date(
          (
            await tx.query<{ at: Date | string }>('select last_used_at as at from auth_tokens where token_hash = $1', [
              hashSecret(token),
            ])
          ).rows[0]!.at,
        ).getTime();
      return {
        stale: await lastUse(tokens.stale),
        fresh: await lastUse(tokens.fresh),
        foreign: await lastUse(tokens.foreign),
      };
    });
    expect(lastUses).toEqual({ stale: now.getTime(), fresh: ago(30).getTime(), foreign: ago(120).getTime() });
  });
});

type Decision = 'unauthenticated' | 'blocked' | 'foreign' | 'stored';

async function decideBothWays(tx: Queryable, c: Case, ids: Record<string, number>, now: Date, device: string) {
  const owner = ids[c.account]!;
  await tx.query('update users set account_enabled = $2 where id = $1', [owner, c.enabled]);
  const token = randomSecret(32);
  const lastUsed = new Date(now.getTime() - c.minutesAgo * 60_000);
  if (c.token !== 'unknown') {
    await tx.query(
      'insert into auth_tokens (token_hash, user_id, created_at, last_used_at, revoked_at) values ($1, $2, $3, $3, $4)',
      [hashSecret(token), owner, lastUsed, c.token === 'revoked' ? now : null],
    );
  }
  const streamOf = (who: string) => `user:${who === 'own' ? owner : ids[who]}`;
  const events = c.streams.map((who, i) => ({
    id: crypto.randomUUID(),
    stream: streamOf(who),
    type: 'QuickAddLogged',
    v: 1,
    payload: { itemId: `q${i}`, date: '2026-11-22', mealMoment: 'LUNCH', nutrients: { kcal: 100 } },
    actor: streamOf(c.actor),
    device,
    deviceSeq: i + 1,
    at: now.toISOString(),
  }));
  const streams = [...new Set(events.map((e) => e.stream))].sort();
  const ts = await typescriptDecision(tx, token, now, events);

  const { rows } = await tx.query<{ result: Record<string, unknown> | string }>(
    "select push_own($1, $2, $3, $4, 1, $5, $6::jsonb, 'parity', $7::text[]) as result",
    [hashSecret(token), now, TOKEN_IDLE_DAYS, device, events.length, JSON.stringify(events), streams],
  );
  const sql = decisionOf(rows[0]!.result);

  // push_own_group is only asked for batches whose actor and streams are one and the same (ownPushStore).
  const own = events[0]!.actor;
  if (!events.every((e) => e.actor === own && e.stream === own)) return { ts, sql, group: undefined };
  const retry = events.map((e) => ({ ...e, id: crypto.randomUUID(), device: `${device}-group` }));
  const pushes = [
    {
      token: hashSecret(token).toString('hex'),
      now: now.toISOString(),
      device: `${device}-group`,
      first: 1,
      last: retry.length,
      own,
    },
  ];
  const grouped = await tx.query<{ results: unknown[] | string }>(
    "select push_own_group($1::jsonb, $2::jsonb, $3, 'parity') as results",
    [JSON.stringify(pushes), JSON.stringify([retry]), TOKEN_IDLE_DAYS],
  );
  const results = grouped.rows[0]!.results;
  return { ts, sql, group: decisionOf((typeof results === 'string' ? JSON.parse(results) : results)[0]) };
}

/** What the general path decides: authenticate(), an enabled account, and every event its owner's own. */
async function typescriptDecision(
  tx: Queryable,
  token: string,
  now: Date,
  events: { stream: string; actor: string }[],
): Promise<Decision> {
  let user;
  try {
    user = await authenticate(tx, { headers: { authorization: `Token ${token}` } }, now);
  } catch {
    return 'unauthenticated';
  }
  if (user.billingIssue !== null) return 'blocked';
  const own = `user:${user.id}`;
  for (const event of events) {
    if (event.actor !== own || event.stream !== own) return 'foreign';
    if (!(await accessTo(tx, user, event.stream)).write) return 'foreign';
  }
  return 'stored';
}

function decisionOf(result: Record<string, unknown> | string | unknown): Decision {
  const value = (typeof result === 'string' ? JSON.parse(result) : result) as Record<string, unknown>;
  return typeof value.fallback === 'string' ? (value.fallback as Decision) : 'stored';
}

class RolledBack<T> extends Error {
  constructor(readonly value: T) {
    super('rolled back');
  }
}

/** Runs fn in a transaction that is always rolled back, so every case starts from the seed. */
async function rolledBack<T>(
  db: { transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R> },
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new RolledBack(await fn(tx));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T;
    throw error;
  }
  throw new Error('unreachable');
}
