import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enDiary from '../../locales/en/diary.json';
import nlAuth from '../../locales/nl/auth.json';
import nlCommon from '../../locales/nl/common.json';
import nlDiary from '../../locales/nl/diary.json';
import { chooseLanguage, type Language } from '../core/language';

/** The namespaces of the first download; feature screens that load later bring their own (lazyText.ts). */
export const resources = {
  en: { common: enCommon, auth: enAuth, diary: enDiary },
  nl: { common: nlCommon, auth: nlAuth, diary: nlDiary },
} as const;

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
  await instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    ns: Object.keys(resources.en),
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
