import { enGB, nl, type Locale } from 'date-fns/locale';
import { useLanguage } from './useFixedT';

const locales: Record<string, Locale> = { en: enGB, nl };

/** The date-fns locale of the interface language (weeks start on Monday in both). */
export function useDateLocale(): Locale {
  return locales[useLanguage().language] ?? nl;
}
