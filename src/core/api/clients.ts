import { z } from 'zod';
import { idParam } from './idParam';

/** A coach's clients (1-shell.txt section 2, clients overview and client info), paths relative to /api. */
export const CLIENTS_PAGE_SIZE = 12;

export const clientSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  account_enabled: z.boolean(),
  is_diy: z.boolean(),
  stream: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

const clientId = z.object({ id: idParam });

export const clientsApi = {
  page: {
    method: 'GET',
    path: '/users/paginatedclients/',
    query: z.object({
      account_enabled: z.enum(['true', 'false']).default('true'),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      search: z.string().trim().max(100).default(''),
    }),
    response: z.object({ results: z.array(clientSchema), count: z.number().int(), total_pages: z.number().int() }),
  },
  read: { method: 'GET', path: '/clients/:id/', params: clientId, response: clientSchema },
  update: {
    method: 'PATCH',
    path: '/clients/:id/',
    params: clientId,
    body: z
      .object({
        first_name: z.string().trim().min(1).max(100),
        last_name: z.string().trim().min(1).max(100),
        account_enabled: z.boolean(),
      })
      .partial()
      .strict(),
    response: clientSchema,
  },
  remove: { method: 'DELETE', path: '/clients/:id/', params: clientId },
} as const;

/** A client's name as lists show it: first and last name, else the email. */
export const clientName = (client: Pick<Client, 'first_name' | 'last_name' | 'email'>): string =>
  `${client.first_name} ${client.last_name}`.trim() || client.email;
