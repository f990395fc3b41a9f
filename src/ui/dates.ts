import { enGB, nl, type Locale } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';

const locales: Record<string, Locale> = { en: enGB, nl };

/** The date-fns locale of the interface language (weeks start on Monday in both). */
export function useDateLocale(): Locale {
  const { i18n } = useTranslation();
  return locales[i18n.language] ?? nl;
}
