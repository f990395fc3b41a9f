import type { AnyCommandDefinition } from '../core/commands';
import type { EventDefinition } from '../core/events';
import type { Projection } from '../core/projection';
import { diaryCommands } from './diary/commands';
import { diaryEvents } from './diary/events';
import { diaryProjection } from './diary/projection';

/** Every slice's events, commands and read models, listed once for the kernel. */
export const featureEvents: readonly EventDefinition[] = [...diaryEvents];
export const featureCommands: readonly AnyCommandDefinition[] = [...diaryCommands];
export const featureProjections: readonly Projection<unknown>[] = [diaryProjection as Projection<unknown>];
