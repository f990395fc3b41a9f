import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { chooseLanguage, type Language } from '../core/language';
import type firstTexts from './texts/textsEn';

/** The namespaces of the first screens; feature screens that load later bring their own (lazyText.ts). */
export type FirstTexts = typeof firstTexts;

/** One language per visit: the other one is fetched when the person switches (ensureLanguage). */
const firstTextsOf: Record<Language, () => Promise<{ default: FirstTexts }>> = {
  en: () => import('./texts/textsEn'),
  nl: () => import('./texts/textsNl'),
};

export const loadFirstTexts = async (language: Language): Promise<FirstTexts> => (await firstTextsOf[language]()).default;

/** Makes a language's first texts available before switching to it. */
export async function ensureLanguage(instance: i18n, language: Language): Promise<void> {
  if (instance.hasResourceBundle(language, 'common')) return;
  for (const [ns, bundle] of Object.entries(await loadFirstTexts(language))) instance.addResourceBundle(language, ns, bundle, true, false);
}

const LANGUAGE_KEY = 'forkcast.language';

export function initialLanguage(englishOnly = false): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode); the device language still applies.
  }
  return chooseLanguage(stored, navigator.languages ?? [navigator.language], englishOnly);
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
}

export async function createI18n(language: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  const texts = await loadFirstTexts(language);
  await instance.use(initReactI18next).init({
    resources: { [language]: texts },
    lng: language,
    fallbackLng: 'en',
    ns: Object.keys(texts),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  document.documentElement.lang = language;
  return instance;
}
