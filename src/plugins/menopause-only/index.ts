import { definePlugin } from '../../core/plugins';

/** Menopause only (FF_FEMALE_HORMONES_MENOPAUSE_ONLY): women are offered the menopause plan and not the cycle diet. */
export const menopauseOnlyPlugin = definePlugin({
  id: 'menopause-only',
  flag: 'FF_FEMALE_HORMONES_MENOPAUSE_ONLY',
  isEnabled: ({ flags }) => flags.FF_FEMALE_HORMONES_MENOPAUSE_ONLY,
  load: () => import('./register'),
});
