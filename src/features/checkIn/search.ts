import { z } from 'zod';

export const checkInParams = z.object({ clientId: z.coerce.number().int().positive().catch(0) });
export type CheckInParams = z.output<typeof checkInParams>;
