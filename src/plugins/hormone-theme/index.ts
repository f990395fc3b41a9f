import { definePlugin } from '../../core/plugins';

/**
 * Female hormones (FF_FEMALE_HORMONES): the purple theme for a woman on the cycle or menopause
 * diet, the menstrual phase in the diary, the cycle-diet and menopause plans for women, and the
 * HORMONE indicator and info box on recipes.
 */
export const hormoneThemePlugin = definePlugin({
  id: 'hormone-theme',
  flag: 'FF_FEMALE_HORMONES',
  isEnabled: ({ flags }) => flags.FF_FEMALE_HORMONES,
  load: () => import('./register'),
});
