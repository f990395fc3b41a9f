import type { FastifyInstance } from 'fastify';
import { findUnstorableText, isStorableText } from '../src/core/storable';
import { HttpError } from './http';
import { messageFor } from './messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Body fields the route checks itself, item by item (the push refuses a bad event, not the batch). */
    readonly textCheckedByRoute?: readonly string[];
  }
}

/**
 * Refuses, for every route, text that PostgreSQL cannot hold (NUL, lone surrogates) in the body,
 * the query or the path with a 400 in the user's language, before any handler runs: otherwise
 * the database refuses it halfway and the answer is a 500.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const skipped = request.routeOptions.config.textCheckedByRoute ?? [];
    const body =
      request.body !== null && typeof request.body === 'object' && !Array.isArray(request.body)
        ? Object.fromEntries(Object.entries(request.body).filter(([key]) => !skipped.includes(key)))
        : request.body;
    for (const part of [request.params, request.query, body]) {
      const field = findUnstorableText(part);
      if (field !== undefined)
        throw new HttpError(400, {
          [field && isStorableText(field) ? field : 'non_field_errors']: [messageFor(request, 'textInvalid')],
        });
    }
  });
}
