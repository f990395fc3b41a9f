import { z } from 'zod';

export const clientsSearch = z.object({
  filter: z.enum(['ACTIVE_CLIENTS', 'DEACTIVATED_CLIENTS']).catch('ACTIVE_CLIENTS'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  search: z.string().max(100).catch(''),
});
export const clientParams = z.object({ clientId: z.coerce.number().int().positive().catch(0) });
export type ClientsSearch = z.output<typeof clientsSearch>;
export type ClientParams = z.output<typeof clientParams>;
