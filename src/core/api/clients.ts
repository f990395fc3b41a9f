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

/**
 * A client as their tile in the overview shows them: the account, how many weekdays their weekly
 * nutrition plan covers (0: no plan yet), when the server last received an event the client made,
 * and whether a check-in waits for the coach.
 */
export const clientTileSchema = clientSchema.extend({
  planned_days: z.number().int().min(0).max(7),
  last_activity_at: z.string().nullable(),
  /** The client's newest check-in waits for the coach's decision (issue 21); absent from older servers. */
  check_in_waiting: z.boolean().default(false),
});
export type ClientTile = z.infer<typeof clientTileSchema>;

/** Monday first, as the weekly nutrition plan (src/features/profile/events.ts, which core cannot import). */
export const PLAN_WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type PlanWeekday = (typeof PLAN_WEEKDAYS)[number];

/** A day plan of a client's weekly plan as client info lists it: its day totals and the weekdays using it. */
export const clientDayPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  weekdays: z.array(z.enum(PLAN_WEEKDAYS)),
  kcal: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
});
export type ClientDayPlan = z.infer<typeof clientDayPlanSchema>;

/** A client's weekly nutrition plan: each weekday's day plan (null: none), and the day plans; null when there is no plan. */
export const clientPlanSchema = z.object({
  plan: z
    .object({
      days: z.array(z.object({ weekday: z.enum(PLAN_WEEKDAYS), dayPlanId: z.string().nullable() })),
      dayPlans: z.array(clientDayPlanSchema),
    })
    .nullable(),
});
export type ClientPlan = z.infer<typeof clientPlanSchema>;

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
    response: z.object({ results: z.array(clientTileSchema), count: z.number().int(), total_pages: z.number().int() }),
  },
  read: { method: 'GET', path: '/clients/:id/', params: clientId, response: clientSchema },
  plan: { method: 'GET', path: '/clients/:id/plan/', params: clientId, response: clientPlanSchema },
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
