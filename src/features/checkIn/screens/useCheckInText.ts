import { format, parseISO } from 'date-fns';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { kgToLb } from '../../../core/nutrition/units';
import { useDateLocale } from '../../../ui/dates';
import { useSession } from '../../../ui/services';

/** The check-in's texts and numbers: whole kcal, weights in the viewer's units, dates in their language. */
export function useCheckInText() {
  const translation = useTranslation('checkIn');
  const { i18n } = translation;
  const { user } = useSession();
  const locale = useDateLocale();
  const imperial = user.uses_imperial_measurements;
  return useMemo(() => {
    const numberLocale = i18n.language === 'nl' ? 'nl-NL' : 'en-GB';
    const whole = (value: number) => Math.round(value).toLocaleString(numberLocale);
    const weight = (kg: number, signed = false) => {
      const value = imperial ? kgToLb(kg) : kg;
      const text = `${Math.abs(value).toLocaleString(numberLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${imperial ? 'lb' : 'kg'}`;
      return !signed || value === 0 ? text : `${value > 0 ? '+' : '−'}${text}`;
    };
    const date = (iso: string) => format(parseISO(iso), 'EEEE d MMMM', { locale });
    return { ...translation, whole, weight, date };
  }, [translation, i18n.language, imperial, locale]);
}
