import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { securityHeaders } from './securityHeaders';

export interface ServerOptions {
  readonly staticDir: string;
  readonly logger?: boolean;
}

/** The app's one server: the built PWA now, /api with the server issue. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? process.env.NODE_ENV !== 'test' ? { level: process.env.LOG_LEVEL ?? 'info' } : false });
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(securityHeaders)) reply.header(name, value);
  });

  app.get('/api/health', async () => ({ status: 'ok' }));
  app.all('/api/*', async (_request, reply) => reply.code(404).send({ detail: 'Not found' }));

  if (!existsSync(join(options.staticDir, 'index.html'))) {
    throw new Error(`No built app in ${options.staticDir}: run "npm run build" first.`);
  }
  await app.register(fastifyStatic, {
    root: options.staticDir,
    // The service worker and the page must always be fresh; hashed assets can be cached for ever.
    setHeaders: (reply, path) => {
      const immutable = path.includes(`${join(options.staticDir, 'assets')}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Client-side routes (/diary, /profile, ...) all load the app.
  app.setNotFoundHandler((request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) return reply.code(404).send({ detail: 'Not found' });
    return reply.type('text/html').sendFile('index.html');
  });
  return app;
}
