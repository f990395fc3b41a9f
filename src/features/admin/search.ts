import { z } from 'zod';

export const organisationParams = z.object({ id: z.coerce.number().int().positive().catch(0) });
export type OrganisationParams = z.output<typeof organisationParams>;
