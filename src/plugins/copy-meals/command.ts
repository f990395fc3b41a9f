import { z } from 'zod';
import { defineCommand } from '../../core/commands';
import { decideCopy } from '../../features/diary/commands';
import { isoDateSchema } from '../../features/diary/events';
import { mealMomentSchema } from '../../features/diary/mealMoments';
import { diaryProjection } from '../../features/diary/projection';

/**
 * 'Copy day' and 'Copy meal' (3-daily-use.txt, copy): a day's meals, or one meal moment's, to one
 * or more of the days after it, as planned items. Registered only while the plugin is on.
 */
export const copyMeals = defineCommand({
  type: 'CopyMeals',
  schema: () =>
    z.object({
      from: isoDateSchema,
      to: z.array(isoDateSchema).min(1, 'diary:copy.chooseDay').max(31),
      moment: mealMomentSchema.optional(),
      toMoment: mealMomentSchema.optional(),
    }),
  projection: diaryProjection,
  decide: (request, state, meta) => decideCopy(request, state, meta),
});
