import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';

/** Filled in by its own change; registered under /api. */
export const authRoutes: FastifyPluginAsyncZod<Deps> = async (_app, _deps) => {};
