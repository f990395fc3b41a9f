import { foldSlot } from './plugins';

export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'nl';

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The stored choice wins; else the device decides (Dutch for a Dutch device, English for any other
 * language); a device that names no language gets the product default, Dutch. Once signed in, the
 * shell narrows this to the choices the plugins leave (languageChoicesSlot: English only).
 */
export function chooseLanguage(stored: string | null | undefined, deviceLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  const first = deviceLanguages[0];
  if (!first) return DEFAULT_LANGUAGE;
  return first.toLowerCase().startsWith('nl') ? 'nl' : 'en';
}

/** The extension point where plugins narrow the languages a person may choose (English only). */
export const languageChoicesSlot = foldSlot<readonly Language[]>('languages');
