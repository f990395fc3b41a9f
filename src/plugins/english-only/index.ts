import { definePlugin } from '../../core/plugins';

/** English only (FF_ENGLISH_LANGUAGE_ONLY): the app is in English, from the first sign-in, and offers no other language. */
export const englishOnlyPlugin = definePlugin({
  id: 'english-only',
  flag: 'FF_ENGLISH_LANGUAGE_ONLY',
  isEnabled: ({ flags }) => flags.FF_ENGLISH_LANGUAGE_ONLY,
  load: () => import('./register'),
});
