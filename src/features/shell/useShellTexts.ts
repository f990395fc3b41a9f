import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../core/language';
import { shellTexts } from './texts';

/**
 * The shell's texts for a piece shown on another slice's screen (the support button, the waitlist):
 * loaded in the current language on first use, and again when the language changes.
 */
export function useShellTexts(): boolean {
  const { i18n } = useTranslation();
  const language = (i18n.language === 'nl' ? 'nl' : 'en') satisfies Language;
  const loaded = i18n.hasResourceBundle(language, shellTexts.namespace);
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    void shellTexts.load[language]().then(({ default: bundle }) => {
      i18n.addResourceBundle(language, shellTexts.namespace, bundle, true, false);
      if (current) setVersion((n) => n + 1);
    });
    return () => {
      current = false;
    };
  }, [i18n, language, loaded]);
  return loaded;
}
