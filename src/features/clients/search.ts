import { z } from 'zod';

export const clientsSearch = z.object({
  filter: z.enum(['ACTIVE_CLIENTS', 'DEACTIVATED_CLIENTS']).catch('ACTIVE_CLIENTS'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  search: z.string().max(100).catch(''),
});
export const clientParams = z.object({ clientId: z.coerce.number().int().positive().catch(0) });
export type ClientsSearch = z.output<typeof clientsSearch>;
export type ClientParams = z.output<typeof clientParams>;

/** Client info's tabs (1-shell.txt section 2), the nutrition plan first. */
export const CLIENT_TABS = ['plan', 'about', 'progress', 'settings'] as const;
export type ClientTab = (typeof CLIENT_TABS)[number];

/**
 * Client info's address: its tab, and the overview it was opened from (filter, page, search), so
 * that back returns to the same page of the same search and a reload keeps both.
 */
export const clientSearch = clientsSearch.extend({ tab: z.enum(CLIENT_TABS).catch('plan') });
export type ClientSearch = z.output<typeof clientSearch>;
