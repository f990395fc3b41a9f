import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import type { DestinationStream } from 'pino';
import { join } from 'node:path';
import { routeAccess } from './access';
import { billingRoutes } from './billing/routes';
import { adminRoutes } from './admin/routes';
import { curationRoutes } from './admin/curationRoutes';
import { authRoutes } from './auth/routes';
import { foodRoutes } from './catalogue/foodRoutes';
import { groceryRoutes } from './groceries/routes';
import { recipeRoutes } from './catalogue/recipeRoutes';
import { simpleRoutes } from './catalogue/simpleRoutes';
import { plannerRoutes } from './planner/routes';
import { clientRoutes } from './clients/routes';
import { addClientRoutes } from './clients/addClient';
import { exerciseRoutes } from './exercises/routes';
import { fastifyTrustProxy, type TrustProxy } from './config';
import type { Deps } from './deps';
import { errorHandler } from './http';
import { organisationRoutes } from './organisations/routes';
import { REDACT_PATHS, requestSerializer } from './logRedaction';
import { apiCacheHeaders, securityHeaders } from './securityHeaders';
import { syncRoutes } from './sync/routes';
import { refuseUnstorableText } from './textGuard';
import { userRoutes } from './users/routes';

export interface ServerOptions {
  readonly deps: Deps;
  /** The built app to serve; absent in API tests. */
  readonly staticDir?: string;
  readonly logLevel?: string;
  /** Collects an OpenAPI description of the routes from their zod schemas (docs/api.md). */
  readonly describe?: boolean;
  /** Whose X-Forwarded-For and -Proto to believe (TRUST_PROXY); by default nobody's. */
  readonly trustProxy?: TrustProxy;
  /** Where log lines go; standard output by default (tests capture them). */
  readonly logStream?: DestinationStream;
}

/** One server: the built PWA and /api, on one port. */
export async function buildServer({
  deps,
  staticDir,
  logLevel = 'info',
  describe = false,
  trustProxy = false,
  logStream,
}: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logLevel === 'silent'
        ? false
        : {
            level: logLevel,
            serializers: { req: requestSerializer },
            redact: REDACT_PATHS,
            ...(logStream ? { stream: logStream } : {}),
          },
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: fastifyTrustProxy(trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  refuseUnstorableText(app);
  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(securityHeaders)) reply.header(name, value);
    for (const [name, value] of Object.entries(apiCacheHeaders(request, reply))) reply.header(name, value);
  });

  if (describe)
    await app.register(fastifySwagger, {
      openapi: { info: { title: 'Forkcast API', version: '1' } },
      transform: jsonSchemaTransform,
    });

  await app.register(routeAccess, deps);
  app.get('/api/health', { config: { access: 'public' } }, async () => ({ status: 'ok' }));
  await app.register(
    async (api) => {
      await api.register(authRoutes, deps);
      await api.register(userRoutes, deps);
      await api.register(organisationRoutes, deps);
      await api.register(clientRoutes, deps);
      await api.register(addClientRoutes, deps);
      await api.register(exerciseRoutes, deps);
      await api.register(syncRoutes, deps);
      await api.register(foodRoutes, deps);
      await api.register(recipeRoutes, deps);
      await api.register(simpleRoutes, deps);
      await api.register(groceryRoutes, deps);
      await api.register(plannerRoutes, deps);
      await api.register(adminRoutes, deps);
      await api.register(billingRoutes, deps);
      await api.register(curationRoutes, deps);
    },
    { prefix: '/api' },
  );

  if (staticDir) {
    if (!existsSync(join(staticDir, 'index.html')))
      throw new Error(`No built app in ${staticDir}: run "npm run build" first.`);
    await app.register(fastifyStatic, {
      root: staticDir,
      // The build writes Brotli and gzip twins of every text file (scripts/precompress.ts): each
      // answer is the smallest the client accepts, with Vary: Accept-Encoding; plain otherwise.
      preCompressed: true,
      // The page and the service worker must always be fresh; hashed assets are cached for ever.
      setHeaders: (reply, path) => {
        reply.header(
          'Cache-Control',
          path.includes(join(staticDir, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  // Client-side routes (/diary, /profile, ...) all load the app; unknown /api paths are 404s.
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (!isPage || !staticDir) return reply.code(404).send({ detail: 'Not found.' });
    return reply.type('text/html').sendFile('index.html');
  });
  return app;
}
