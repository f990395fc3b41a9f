import { definePlugin } from '../../core/plugins';

/** Diet options (FF_DISABLE_LOW_CARB_OPTION, FF_DISABLE_KETO_OPTION): the organisation does not offer those plans. */
export const dietOptionsPlugin = definePlugin({
  id: 'diet-options',
  flag: ['FF_DISABLE_LOW_CARB_OPTION', 'FF_DISABLE_KETO_OPTION'],
  isEnabled: ({ flags }) => flags.FF_DISABLE_LOW_CARB_OPTION || flags.FF_DISABLE_KETO_OPTION,
  load: () => import('./register'),
});
