import { definePlugin } from '../../core/plugins';

/**
 * Copy meals (FF_COPY_MEALS_TO_ANOTHER_DAY): copy a day, or one meal of it, to other days. Its
 * command and screens load only for organisations with the flag; the copies are ordinary diary
 * events. An organisation without product logging copies nothing (its diary is not edited).
 */
export const copyMealsPlugin = definePlugin({
  id: 'copy-meals',
  flag: 'FF_COPY_MEALS_TO_ANOTHER_DAY',
  isEnabled: ({ flags }) => flags.FF_COPY_MEALS_TO_ANOTHER_DAY && !flags.DisableProductLogging,
  load: () => import('./register'),
});
