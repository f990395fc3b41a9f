import { useTranslation } from 'react-i18next';

/**
 * A flag's name and description for the administrator. The flags come from the plugins, so they
 * are looked up by name; a flag without a text shows its own name rather than nothing.
 */
export function useFlagTexts() {
  const { t } = useTranslation('admin');
  const names = t('flags.names', { returnObjects: true }) as Readonly<Record<string, string>>;
  const descriptions = t('flags.descriptions', { returnObjects: true }) as Readonly<Record<string, string>>;
  return {
    name: (flag: string): string => names[flag] ?? flag,
    description: (flag: string): string => descriptions[flag] ?? '',
  };
}
