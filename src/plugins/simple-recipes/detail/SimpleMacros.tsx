import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SimpleRecipe } from '../../../core/api/recipes';
import { numberFormat } from '../../../ui/numberFormat';

/** A simple recipe's nutrition per serving; fibre is unknown for some recipes. */
export interface PerServing {
  readonly kcal: number;
  readonly protein: number;
  readonly carbohydrates: number;
  readonly fat: number;
  readonly fiber: number | null;
}

export const perServingOf = (recipe: SimpleRecipe): PerServing => ({
  kcal: recipe.total_calories,
  protein: recipe.protein_grams,
  carbohydrates: recipe.carbohydrates_grams,
  fat: recipe.fat_grams,
  fiber: recipe.fiber_grams,
});

/** The macro summary for the chosen servings: energy always, the macros unless the diary hides them. */
export function SimpleMacros({
  perServing,
  servings,
  showMacros,
}: {
  perServing: PerServing;
  servings: number;
  showMacros: boolean;
}) {
  const { t, i18n } = useTranslation('simpleRecipes');
  const headingId = useId();
  const number = (value: number, digits: number) =>
    numberFormat(i18n.language, { maximumFractionDigits: digits }).format(value);
  const grams = (value: number | null) =>
    value === null ? t('detail.unknown') : t('detail.grams', { value: number(value * servings, 1) });
  const rows: { key: 'energy' | 'protein' | 'carbohydrates' | 'fat' | 'fibre'; value: string }[] = [
    { key: 'energy', value: t('detail.kcal', { value: number(perServing.kcal * servings, 0) }) },
    ...(showMacros
      ? [
          { key: 'protein' as const, value: grams(perServing.protein) },
          { key: 'carbohydrates' as const, value: grams(perServing.carbohydrates) },
          { key: 'fat' as const, value: grams(perServing.fat) },
          { key: 'fibre' as const, value: grams(perServing.fiber) },
        ]
      : []),
  ];
  return (
    <section className="simple-macros" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('detail.nutritionFor', { count: servings, value: number(servings, 2) })}</h2>
      <dl>
        {rows.map((row) => (
          <div key={row.key} className="simple-macro">
            <dt>{t(`detail.${row.key}`)}</dt>
            <dd data-testid={`simple-total-${row.key}`}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
