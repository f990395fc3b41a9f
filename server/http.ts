import type { Language } from '../src/core/language';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * An answer other than success, in the shape the app's client reads (Django REST style):
 * { detail } for a single message, { field: [messages] } for invalid fields,
 * { non_field_errors: [messages] } for a rule that concerns the whole request.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
  }
}

export const badRequest = (field: string, message: string) => new HttpError(400, { [field]: [message] });
export const notAllowed = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail });
export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
export const unauthenticated = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(401, { detail });
export const tooManyRequests = (detail = 'Too many attempts. Please try again later.') =>
  new HttpError(429, { detail });

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) return reply.code(error.status).send(error.body);
  if (hasZodFastifySchemaValidationErrors(error)) {
    // No prototype: a field named 'valueOf' or '__proto__' is a field like any other, not a method.
    const body: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
    for (const issue of error.validation) {
      const field =
        issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
        (issue.params?.missingProperty as string | undefined) ||
        'non_field_errors';
      (body[field] ??= []).push(issue.message ?? 'Invalid value.');
    }
    return reply.code(400).send(body);
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return reply.code(500).send({ detail: 'Something went wrong. Please try again later.' });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: 'Something went wrong. Please try again later.' });
  }
  // Fastify's own 4xx (malformed JSON, body too large, unsupported media type): say what it was.
  return reply.code(status).send({ detail: error.message });
}

/** The user's language from the app's Accept-Language header: Dutch when it asks for it, else English. */
export const languageOf = (request: { headers: Record<string, string | string[] | undefined> }): Language => {
  const header = request.headers['accept-language'];
  return (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase().startsWith('nl') ? 'nl' : 'en';
};
