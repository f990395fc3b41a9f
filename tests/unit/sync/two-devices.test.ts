import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { issueAuthToken } from '../../../server/auth/authTokens';
import type { Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { openPglite } from '../../../server/db/pglite';
import { seedDemo } from '../../../server/seed';
import { syncApi } from '../../../src/core/api/sync';
import { ApiError } from '../../../src/core/apiError';
import { openEventLog } from '../../../src/core/eventLog';
import { createEventRegistry, type EventEnvelope } from '../../../src/core/events';
import { cryptoIdSource, systemClock } from '../../../src/core/ids';
import { createKernel, type Kernel } from '../../../src/core/kernel';
import { createSyncEngine, type SyncEngine } from '../../../src/core/sync/engine';
import type { SyncTransport } from '../../../src/core/sync/transport';
import { featureCommands, featureEvents, featureProjections } from '../../../src/features/kernels';
import { logQuickAdd } from '../../../src/features/diary/commands';
import { diaryProjection } from '../../../src/features/diary/projection';

/** What can happen to one push on an unreliable network. */
type Fate = 'delivered' | 'requestLost' | 'answerLost' | 'duplicated';

/**
 * The real /api, in process, through a network that loses and duplicates pushes as the test says.
 * An offline device cannot reach it at all.
 */
function flakyTransport(app: FastifyInstance, token: string, fates: () => Fate, online: () => boolean): SyncTransport {
  const headers = { authorization: `Token ${token}` };
  const offline = () => new ApiError('sync', 0, { detail: 'offline' });
  const send = async (device: string, events: readonly EventEnvelope[]) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers,
      payload: { device, events: events.map(({ seq: _s, ...e }) => e) },
    });
    if (response.statusCode === 409)
      return { ok: false as const, expectedDeviceSeq: response.json().expectedDeviceSeq as number };
    if (response.statusCode !== 200) throw new ApiError('syncPush', response.statusCode, response.json());
    return { ok: true as const, answer: syncApi.push.response.parse(response.json()) };
  };
  return {
    async push(device, events) {
      if (!online()) throw offline();
      const fate = fates();
      if (fate === 'requestLost') throw offline();
      const answer = await send(device, events);
      if (fate === 'answerLost') throw offline();
      return fate === 'duplicated' ? send(device, events) : answer;
    },
    async pull(stream, after, device) {
      if (!online()) throw offline();
      const response = await app.inject({
        method: 'GET',
        url: `/api/sync/pull?stream=${stream}&after=${after}&device=${device}`,
        headers,
      });
      if (response.statusCode !== 200) throw new ApiError('syncPull', response.statusCode, response.json());
      return syncApi.pull.response.parse(response.json());
    },
    live: (_streams, _onPoke, signal) => new Promise((resolve) => signal.addEventListener('abort', () => resolve())),
  };
}

let run = 0;
async function openDevice(app: FastifyInstance, token: string, stream: string, fates: () => Fate) {
  const ids = cryptoIdSource(systemClock);
  const log = await openEventLog(`two-devices-${process.pid}-${++run}`, () => ids.next());
  const kernel: Kernel = await createKernel({
    log,
    events: createEventRegistry(featureEvents),
    commands: featureCommands,
    projections: featureProjections,
    clock: systemClock,
    ids,
    session: () => ({ actor: stream, stream }),
  });
  const device = { online: true, kernel, engine: undefined as unknown as SyncEngine };
  device.engine = createSyncEngine({
    kernel,
    transport: flakyTransport(app, token, fates, () => device.online),
    streams: () => [stream],
    clock: systemClock,
    random: () => 0.5,
  });
  return device;
}

const confirmedIds = async (kernel: Kernel) => {
  const ids: string[] = [];
  await kernel.log.readConfirmed({}, (page) => ids.push(...page.map((e) => e.id)));
  return ids;
};

type Step = { device: 0 | 1; action: 'add' | 'sync' | 'offline' | 'online'; kcal: number };
const step = fc.record({
  device: fc.constantFrom<0 | 1>(0, 1),
  action: fc.constantFrom<Step['action']>('add', 'add', 'add', 'sync', 'sync', 'offline', 'online'),
  kcal: fc.integer({ min: 1, max: 2000 }),
});

describe('two devices of one user, on an unreliable network, against the real /api', () => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openPglite(undefined);
    await migrate(db);
    await seedDemo(db);
    app = await buildServer({
      deps: { db, mailer: { send: async () => {} }, config: { PUBLIC_URL: 'http://localhost' }, now: () => new Date() },
      logLevel: 'silent',
    });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('(property) converge on the same events in the same order, with none lost or doubled', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 25 }),
        fc.array(fc.constantFrom<Fate>('delivered', 'requestLost', 'answerLost', 'duplicated'), {
          minLength: 1,
          maxLength: 20,
        }),
        async (steps, fateList) => {
          const { rows } = await db.query<{ id: string }>(
            "insert into users (email, organisation_id) select $1, id from organisations where subdomain = 'demo' returning id",
            [`prop${++run}@example.com`],
          );
          const userId = Number(rows[0]!.id);
          const stream = `user:${userId}`;
          const token = await issueAuthToken(db, userId, new Date());
          let f = 0;
          const fates = () => fateList[f++ % fateList.length]!;
          const devices = [await openDevice(app, token, stream, fates), await openDevice(app, token, stream, fates)];
          let acknowledged = 0;

          for (const { device, action, kcal } of steps) {
            const d = devices[device]!;
            if (action === 'add') {
              const result = await d.kernel.bus.dispatch(
                logQuickAdd.create({ date: '2026-11-22', mealMoment: 'LUNCH', nutrients: { kcal } }),
              );
              if (result.ok) acknowledged += 1;
            } else if (action === 'sync') await d.engine.syncNow();
            else d.online = action === 'online';
          }
          // Back online on a good network: sync until nothing moves.
          f = 0;
          fateList.splice(0, fateList.length, 'delivered');
          for (const d of devices) d.online = true;
          for (let round = 0; round < 3; round++) for (const d of devices) await d.engine.syncNow();

          const server = await db.query<{ id: string }>('select id from events where stream = $1 order by seq', [
            stream,
          ]);
          const serverIds = server.rows.map((r) => r.id);
          expect(serverIds).toHaveLength(acknowledged);
          expect(new Set(serverIds).size).toBe(acknowledged);
          for (const d of devices) {
            expect(await confirmedIds(d.kernel)).toEqual(serverIds);
            expect(await d.kernel.log.readPending()).toEqual([]);
            expect(d.engine.getState().pending).toEqual([]);
          }
          expect(devices[0]!.kernel.live(diaryProjection).getState()).toEqual(
            devices[1]!.kernel.live(diaryProjection).getState(),
          );
          for (const d of devices) d.kernel.log.close();
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
