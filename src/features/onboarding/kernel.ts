import { defineFeatureKernel } from '../../core/feature';
import { onboardingCommands } from './commands';

/** The onboarding slice's events, deciders and read models: loaded by a session, not with the shell. */
export const onboardingKernel = defineFeatureKernel({
  id: 'onboarding',
  commands: onboardingCommands,
});
