import { z } from 'zod';
import { defineCommand } from '../../core/commands';
import { accept } from '../../core/errors';
import { mealMomentSchema } from './mealMoments';
import { QuickAddLogged, isoDateSchema, nutrientsSchema } from './events';
import { diaryProjection } from './projection';

/**
 * Quick add: calories (and optionally macros) straight into a meal slot, without a food.
 * The item starts as planned, like every diary item; marking it eaten is its own action.
 */
export const logQuickAdd = defineCommand({
  type: 'LogQuickAdd',
  schema: z.object({ date: isoDateSchema, mealMoment: mealMomentSchema, nutrients: nutrientsSchema }),
  projection: diaryProjection,
  decide: (payload, _state, meta) => accept([QuickAddLogged.draft({ itemId: meta.commandId, ...payload })]),
});

export const diaryCommands = [logQuickAdd];
