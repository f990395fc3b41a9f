import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../ui/services';
import { DECIMALS, shownValue, unitOf, type Units } from '../measurementForm';
import { STRESS_LEVELS, type MeasurementType } from '../measurements';

/**
 * Measurements as the person reads them: in their units (a coach's own units when viewing a
 * client, as the spec converts for the viewer), numbers in their language's format.
 */
export function useMeasurementText() {
  const { t, i18n } = useTranslation('progress');
  const { user } = useSession();
  const units: Units = user.uses_imperial_measurements ? 'IMPERIAL' : 'METRIC';
  const numberLocale = i18n.language === 'nl' ? 'nl-NL' : 'en-GB';
  return useMemo(() => {
    const number = (value: number, decimals: number) =>
      value.toLocaleString(numberLocale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

    /** A value already in the person's unit ('72.35 kg', '7.5 h', 'High'). */
    const shown = (type: MeasurementType, value: number, decimals = DECIMALS[type]) => {
      if (type === 'STRESS') return t(`stress.${STRESS_LEVELS[Math.round(value) - 1] ?? 'NOT_PROVIDED'}`);
      const unit = unitOf(type, units)!;
      return unit === 'percent' ? `${number(value, decimals)}%` : `${number(value, decimals)} ${t(`units.${unit}`)}`;
    };
    /** A kept value (kg, cm, fraction) as the person reads it. */
    const kept = (type: MeasurementType, value: number) =>
      type === 'STRESS' ? shown(type, value) : shown(type, shownValue(type, value, units));
    /** A change per week, signed: '−0.45 kg'. */
    const change = (type: MeasurementType, value: number) => {
      const text = shown(type, Math.abs(value));
      return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
    };
    return { units, shown, kept, change };
  }, [t, units, numberLocale]);
}
