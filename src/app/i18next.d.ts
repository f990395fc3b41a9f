import 'i18next';
import type { TextsOf } from '../core/feature';
import type { features } from '../features';
import type { pluginTexts } from '../plugins';
import type { FirstTexts } from './i18n';

// Translation keys are typed from the English files, so a missing key fails the type check. Every
// feature's (and plugin's) namespace is typed from its declaration in the features list (the
// plugins' texts list), without joining the first download.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: FirstTexts & TextsOf<readonly [...typeof features, ...typeof pluginTexts]>;
  }
}
