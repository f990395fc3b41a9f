import { useNutritionPlanText } from './useNutritionPlanText';
import { numberFormat } from '../../../ui/numberFormat';

/** Whole numbers in the app's language (1.234 in Dutch, 1,234 in English). */
export function useWholeNumber(): (n: number) => string {
  const { i18n } = useNutritionPlanText();
  const format = numberFormat(i18n.language, { maximumFractionDigits: 0 });
  return (n: number) => format.format(n);
}

/** A number field's text as the model holds it: empty is null. */
export const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));
