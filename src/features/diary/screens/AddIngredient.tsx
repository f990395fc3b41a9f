import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field } from '../../../ui/components/Field';
import type { LoggedFood } from '../events';
import { DEFAULT_AMOUNT, foodAmountFormSchema, nutrientsOf } from '../foodForm';
import { mealMomentSchema, type MealMoment } from '../mealMoments';

const withSlot = foodAmountFormSchema.extend({ mealMoment: mealMomentSchema });

/**
 * The add-ingredient screen: the food's name, a unit picker of its servings, the amount (comma or
 * dot, default 1) with the grams it weighs, a meal-slot picker when no slot was chosen, a live
 * summary, and Add, disabled while the form is invalid.
 */
export function AddIngredient({
  food,
  moments,
  moment,
  initial,
  submitLabel,
  onSubmit,
}: {
  food: LoggedFood;
  /** The slots to choose from when the food was not added to one slot. */
  moments: readonly MealMoment[] | null;
  moment: MealMoment;
  initial?: { servingId: string; amount: number };
  submitLabel: string;
  onSubmit: (value: { servingId: string; amount: number; mealMoment: MealMoment }) => void;
}) {
  const { t, i18n } = useTranslation('diary');
  const { t: tc } = useTranslation('common');
  const ids = useId();
  const form = useForm<z.input<typeof withSlot>, unknown, z.output<typeof withSlot>>({
    resolver: zodResolver(withSlot),
    mode: 'onChange',
    defaultValues: {
      amount: initial ? String(initial.amount) : DEFAULT_AMOUNT,
      servingId: initial?.servingId ?? food.servings[0]!.id,
      mealMoment: moment,
    },
  });
  const [amountText, servingId] = useWatch({ control: form.control, name: ['amount', 'servingId'] });
  const parsed = foodAmountFormSchema.safeParse({ amount: amountText, servingId });
  const live = parsed.success ? nutrientsOf(food, parsed.data.servingId, parsed.data.amount) : null;
  const serving = food.servings.find((s) => s.id === servingId);
  const amountError = form.formState.errors.amount?.message;
  const number = (n: number) => n.toLocaleString(i18n.language, { maximumFractionDigits: 1 });

  return (
    <form
      className="form add-ingredient"
      noValidate
      onSubmit={form.handleSubmit((value) =>
        onSubmit({ servingId: value.servingId, amount: value.amount, mealMoment: value.mealMoment }),
      )}
    >
      <h2 className="food-name">
        {food.name}
        {food.brand ? <span className="muted small"> · {food.brand}</span> : null}
      </h2>
      <div className="field">
        <label htmlFor={`${ids}-unit`}>{t('food.unit')}</label>
        <select id={`${ids}-unit`} {...form.register('servingId')}>
          {food.servings.map((s) => (
            <option key={s.id} value={s.id}>
              {s.description}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('food.amount')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={10}
        suffix={serving ? `(${number(live?.grams ?? serving.grams)} ${tc('units.gram')})` : undefined}
        error={amountError ? tc(amountError as 'validation.required') : undefined}
        {...form.register('amount')}
      />
      {moments ? (
        <div className="field">
          <label htmlFor={`${ids}-slot`}>{t('quickAdd.mealSlot')}</label>
          <select id={`${ids}-slot`} {...form.register('mealMoment')}>
            {moments.map((m) => (
              <option key={m} value={m}>
                {t(`mealMoments.${m}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <dl className="food-summary" aria-live="polite" data-testid="food-summary">
        <div>
          <dt>{tc('nutrients.kcal')}</dt>
          <dd>{live ? `${number(live.kcal)} ${tc('units.kcal')}` : '–'}</dd>
        </div>
        {(['protein', 'carbohydrates', 'fat'] as const).map((n) => (
          <div key={n}>
            <dt>{tc(`nutrients.${n}`)}</dt>
            <dd>{live ? `${number(live[n] ?? 0)} ${tc('units.gram')}` : '–'}</dd>
          </div>
        ))}
      </dl>
      <button type="submit" className="button button-primary" disabled={!parsed.success}>
        {submitLabel}
      </button>
    </form>
  );
}
