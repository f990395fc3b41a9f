import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { syncApi } from '../../src/core/api/sync';
import { createEventRegistry } from '../../src/core/events';
import { featureDated, featureEvents } from '../../src/features/kernels';
import { admit, signedInUser } from '../access';
import { tokenOf } from '../auth/authTokens';
import { hashSecret } from '../auth/secrets';
import type { Deps } from '../deps';
import { notAllowed } from '../http';
import { answeringQuotas, QuotaReached, quotasOf } from '../quotas';
import { compressAnswer } from './compressedAnswer';
import { lastDeviceSeqOf, ownPushStore, pullEventsJson, storePush } from './eventStore';
import { createLiveHub } from './live';
import { previewEventsJson } from './preview';
import { createPullAhead, type PulledPage, type PullRequest } from './pullAhead';
import { accessTo, followableStreams } from './streamAccess';

/** Push, pull and live pokes of the event log (docs/sync.md). */
export const syncRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  const registry = createEventRegistry(featureEvents);
  const quotas = quotasOf(deps.quotas);
  const live = await createLiveHub(db, quotas);
  // The push functions read the stream quotas from the database (migration 010).
  await db.query(
    'insert into push_quotas (single, events_per_minute, stream_bytes) values (true, $1, $2) on conflict (single) do update set events_per_minute = $1, stream_bytes = $2',
    [quotas.eventsPerMinute, quotas.streamBytes],
  );
  const storeOwnPush = ownPushStore(db, registry);
  const deviceSeqOf = async ({ device, userId }: PullRequest) => (device ? lastDeviceSeqOf(db, device, userId) : 0);
  const pullAhead = createPullAhead(
    async (request) => {
      // Read before the page: every event of the device up to it is then in the page or after it, so
      // a device settling its pending events by it never drops one the page does not hold.
      const lastDeviceSeq = await deviceSeqOf(request);
      return { ...(await pullEventsJson(db, request.stream, request.after, request.limit)), lastDeviceSeq };
    },
    Date.now,
    deviceSeqOf,
  );
  /** A new device's preview (`recent`): the first page after it is read ahead for no device. */
  const previewPage = async (
    { stream, after, limit, device, userId }: PullRequest,
    recent: string,
  ): Promise<PulledPage> => {
    const lastDeviceSeq = device ? await lastDeviceSeqOf(db, device, userId) : 0;
    return { ...(await previewEventsJson(db, stream, after, recent, featureDated, limit)), lastDeviceSeq };
  };
  app.addHook('onClose', () => live.close());

  app.post(
    syncApi.push.path,
    {
      config: { access: 'enabled', tokenCheckedByHandler: true, textCheckedByRoute: ['events'] },
      schema: { body: syncApi.push.body, response: { 200: syncApi.push.response, 409: syncApi.push.conflict } },
    },
    async (request, reply) =>
      answeringQuotas(request, reply, async () => {
        const { device, events } = request.body;
        const token = tokenOf(request);
        const own = token ? await storeOwnPush(hashSecret(token), deps.now(), device, events) : null;
        if (own) return own;
        const actor = await admit(deps, request, 'enabled');
        return storePush(db, registry, actor, device, events, deps.now());
      }),
  );

  app.get(
    syncApi.pull.path,
    {
      config: { access: 'enabled' },
      schema: { querystring: syncApi.pull.query, response: { 200: syncApi.pull.response } },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      const { stream, after, limit, device, recent } = request.query;
      if (!(await accessTo(db, actor, stream)).read) throw notAllowed('You may not read this stream.');
      const asked = { stream, after, limit, device, userId: actor.id };
      const page = recent ? await previewPage(asked, recent) : await pullAhead.page(asked);
      const { json, last, hasMore, head, lastDeviceSeq } = page;
      // The events are JSON already (the database wrote them), so the answer is sent as text: the
      // schema above still describes it, and the app checks its shape (pulledEventSchema).
      const answer =
        `{"stream":${JSON.stringify(stream)},"events":[${json}],"cursor":${last},"hasMore":${hasMore},` +
        `"lastDeviceSeq":${lastDeviceSeq}${hasMore || recent ? `,"head":${head}` : ''}}`;
      const { body, encoding } = await compressAnswer(answer, request.headers['accept-encoding']);
      reply.header('Vary', 'Accept-Encoding');
      if (encoding) reply.header('Content-Encoding', encoding);
      reply.raw.once('finish', () => (recent ? pullAhead.readAfterPreview(asked) : pullAhead.readNext(asked, page)));
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    syncApi.streams.path,
    { config: { access: 'enabled' }, schema: { response: { 200: syncApi.streams.response } } },
    async (request) => {
      const actor = signedInUser(request);
      return { streams: await followableStreams(db, actor) };
    },
  );

  app.get(
    syncApi.live.path,
    { config: { access: 'enabled' }, schema: { querystring: syncApi.live.query } },
    async (request, reply) => {
      const actor = signedInUser(request);
      const allowed = new Set((await followableStreams(db, actor)).map((s) => s.stream));
      const wanted = request.query.streams ? request.query.streams.split(',').filter(Boolean) : [...allowed];
      // Streams the caller may not read are not followed; nothing about them is said.
      const streams = wanted.filter((s) => allowed.has(s));
      const session = { user: actor.id, token: actor.token, organisation: actor.organisationId };
      if (!live.hasRoomFor(session)) throw new QuotaReached(429, 'liveConnectionsFull', 60).answer(request, reply);
      reply.hijack();
      reply.raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      reply.raw.write(`event: ready\ndata: ${JSON.stringify({ streams })}\n\n`);
      live.follow(streams, reply, session);
    },
  );
};
