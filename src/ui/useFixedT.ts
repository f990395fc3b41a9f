import type { FlatNamespace } from 'i18next';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import { plainT } from './plainT';

/**
 * `useTranslation(ns).t` for a component that mounts many times at once, such as the diary's rows,
 * whose namespace is loaded before it renders (with its screen, or the first texts): react-i18next
 * copies the i18n instance's every property for each component that mounts with useTranslation,
 * five times a row and 190 times on a cold open of a full day. This reads the instance from the
 * provider and renders again when the language changes, as useTranslation does by default; its
 * `t` looks a plain text up once and interpolates it (plainT.ts).
 */
export function useFixedT<Ns extends FlatNamespace>(ns: Ns) {
  const { i18n, language } = useLanguage();
  const t = useMemo(() => plainT(i18n, language, ns), [i18n, language, ns]);
  return { t, language };
}

/** The i18n instance and its language, without useTranslation's copy of the instance (see above). */
export function useLanguage() {
  // As useTranslation: the provider's instance, else the one initReactI18next registered.
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  return { i18n, language };
}
