import { definePlugin } from '../../core/plugins';

/** Hide macros (FF_DONT_SHOW_MACROS): the diary shows no macros or targets. */
export const hideMacrosPlugin = definePlugin({
  id: 'hide-macros',
  flag: 'FF_DONT_SHOW_MACROS',
  isEnabled: ({ flags }) => flags.FF_DONT_SHOW_MACROS,
  load: () => import('./register'),
});
