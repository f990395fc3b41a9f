import { definePlugin } from '../../core/plugins';

/**
 * Product logging switched off (the organisation's DisableProductLogging, 3-daily-use.txt section
 * 6): diary items cannot be edited, there is no add button, and, for this opinionated
 * recipe-inspiration app, no progress tab unless the female-hormones flag is on.
 */
export const productLoggingPlugin = definePlugin({
  id: 'product-logging',
  flag: 'DisableProductLogging',
  isEnabled: ({ flags }) => flags.DisableProductLogging,
  load: () => import('./register'),
});
