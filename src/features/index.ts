import type { AnyCommandDefinition } from '../core/commands';
import type { EventDefinition } from '../core/events';
import type { Projection } from '../core/projection';
import { diaryCommands } from './diary/commands';
import { diaryEvents } from './diary/events';
import { diaryProjection } from './diary/projection';
import { recentFoodsProjection } from './diary/recentFoods';
import { onboardingCommands } from './onboarding/commands';
import { profileEvents } from './profile/events';
import { planningProfileProjection } from './profile/planningProfile';
import { recipeCommands } from './recipes/commands';
import { recipeEvents } from './recipes/events';
import { recipePreferencesProjection } from './recipes/preferences';

/** Every slice's events, commands and read models, listed once for the kernel. */
export const featureEvents: readonly EventDefinition[] = [...diaryEvents, ...recipeEvents, ...profileEvents];
export const featureCommands: readonly AnyCommandDefinition[] = [...diaryCommands, ...recipeCommands, ...onboardingCommands];
export const featureProjections: readonly Projection<unknown>[] = [diaryProjection as Projection<unknown>, recentFoodsProjection as Projection<unknown>, recipePreferencesProjection as Projection<unknown>, planningProfileProjection as Projection<unknown>];
