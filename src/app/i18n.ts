import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TextsDeclaration } from '../core/feature';
import { chooseLanguage, type Language } from '../core/language';
import type firstTexts from './texts/textsEn';

/** The namespaces of the first screens; the other features' namespaces load with their screens (TextLoader). */
export type FirstTexts = typeof firstTexts;

/** One language per visit: the other one is fetched when the person switches. */
const firstTextsOf: Record<Language, () => Promise<{ default: FirstTexts }>> = {
  en: () => import('./texts/textsEn'),
  nl: () => import('./texts/textsNl'),
};

export const loadFirstTexts = async (language: Language): Promise<FirstTexts> =>
  (await firstTextsOf[language]()).default;

const LANGUAGE_KEY = 'forkcast.language';

export function initialLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode); the device language still applies.
  }
  return chooseLanguage(stored, navigator.languages ?? [navigator.language]);
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
}

/** How the app's texts are looked up and filled in, whatever the language and namespaces. */
export const I18N_OPTIONS = {
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;

export async function createI18n(language: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  const texts = await loadFirstTexts(language);
  await instance.use(initReactI18next).init({
    ...I18N_OPTIONS,
    resources: { [language]: texts },
    lng: language,
    ns: Object.keys(texts),
  });
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  document.documentElement.lang = language;
  return instance;
}

/**
 * The namespaces that join after start (a feature's, with its first screen): each is fetched in the
 * current language only, and a language switch fetches every joined namespace before it switches,
 * so no screen shows a key while the other language loads.
 */
export interface TextLoader {
  add(texts: TextsDeclaration): Promise<void>;
  switchTo(language: Language): Promise<void>;
}

export function createTextLoader(instance: i18n): TextLoader {
  const joined = new Map<string, TextsDeclaration>();
  const load = async (texts: TextsDeclaration, language: Language) => {
    if (instance.hasResourceBundle(language, texts.namespace)) return;
    const { default: bundle } = await texts.load[language]();
    instance.addResourceBundle(language, texts.namespace, bundle, true, false);
  };
  return {
    add(texts) {
      joined.set(texts.namespace, texts);
      return load(texts, instance.language as Language);
    },
    async switchTo(language) {
      if (language === instance.language) return;
      if (!instance.hasResourceBundle(language, 'common')) {
        for (const [ns, bundle] of Object.entries(await loadFirstTexts(language)))
          instance.addResourceBundle(language, ns, bundle, true, false);
      }
      await Promise.all([...joined.values()].map((texts) => load(texts, language)));
      await instance.changeLanguage(language);
    },
  };
}

/** A text by its 'namespace:key' name, as routes and tabs declare it (a key not found reads as itself). */
export function textOf(instance: i18n, name: string): string {
  const [ns, key] = name.includes(':') ? (name.split(/:(.*)/s) as [string, string]) : ['common', name];
  const found: unknown = instance.getResource(instance.language, ns, key);
  return typeof found === 'string' ? found : name;
}
