import { z } from 'zod';

export const intakeParams = z.object({ clientId: z.coerce.number().int().positive().catch(0) });
export type IntakeParams = z.output<typeof intakeParams>;
