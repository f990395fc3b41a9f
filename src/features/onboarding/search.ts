import { z } from 'zod';

/** `redo`: the profile's 'redo my plan' starts the onboarding again from the saved answers. */
export const onboardingSearch = z.object({ redo: z.boolean().optional().catch(undefined) });
export type OnboardingSearch = z.output<typeof onboardingSearch>;
