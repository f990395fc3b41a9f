import { definePlugin } from '../../core/plugins';

/** The plant-based app (FF_PLANT_BASED_APP): no keto plan, vegan or vegetarian required, no beef to dislike. */
export const plantBasedPlugin = definePlugin({
  id: 'plant-based',
  flag: 'FF_PLANT_BASED_APP',
  isEnabled: ({ flags }) => flags.FF_PLANT_BASED_APP,
  load: () => import('./register'),
});
