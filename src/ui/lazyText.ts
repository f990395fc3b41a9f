import { useTranslation } from 'react-i18next';

export type LazyNamespace = Readonly<Record<'en' | 'nl', object>>;

/**
 * Adds the texts of screens that load on first use (a namespace per feature) to the running
 * i18next instance, once, before the screen's first render reads them: they travel with the
 * screens, not with the app's first download.
 */
export function useLazyText(namespace: string, texts: LazyNamespace): void {
  const { i18n } = useTranslation();
  if (i18n.hasResourceBundle('en', namespace)) return;
  for (const [language, bundle] of Object.entries(texts)) i18n.addResourceBundle(language, namespace, bundle, true, false);
}
