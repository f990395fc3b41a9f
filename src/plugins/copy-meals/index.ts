import { definePlugin } from '../../core/plugins';

/**
 * Copy meals (FF_COPY_MEALS_TO_ANOTHER_DAY): copy a day, or one meal of it, to other days. Its
 * screens load only for organisations with the flag; the copies are ordinary diary events.
 */
export const copyMealsPlugin = definePlugin({
  id: 'copy-meals',
  isEnabled: ({ flags }) => flags.FF_COPY_MEALS_TO_ANOTHER_DAY,
  load: () => import('./register'),
});
