import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES, type AdminMessage } from '../../src/core/api/admin';
import { errorHandler } from '../http';
import { messageFor } from '../messages';

const isAdminMessage = (message: string | undefined): message is AdminMessage =>
  (ADMIN_MESSAGES as readonly string[]).includes(message ?? '');

/**
 * The admin routes' error handler: invalid input is answered field by field in the user's language
 * (the contract's messages are keys of locales/<lang>/server.json); everything else as elsewhere.
 */
export function adminErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (!hasZodFastifySchemaValidationErrors(error)) return errorHandler(error, request, reply);
  // No prototype: a field named 'valueOf' or '__proto__' is a field like any other, not a method.
  const body: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  const add = (field: string, key: AdminMessage) => {
    const message = messageFor(request, key);
    const list = (body[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'non_field_errors';
    const key = isAdminMessage(issue.message) ? issue.message : 'fieldInvalid';
    const unknownKeys =
      issue.keyword === 'unrecognized_keys'
        ? ((issue.params as { keys?: unknown }).keys as unknown[] | undefined)
        : undefined;
    if (unknownKeys?.length)
      for (const name of unknownKeys)
        add(typeof name === 'string' && name.length <= 100 ? name : 'non_field_errors', 'fieldUnknown');
    else add(field, key);
  }
  return reply.code(400).send(body);
}
