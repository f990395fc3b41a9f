import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field } from '../../../ui/components/Field';
import { useProjection, useSession } from '../../../ui/services';
import type { LoggedFood } from '../events';
import { fitsOneItem, foodAmountFormSchema, isPlausiblePortion, nutrientsOf } from '../foodForm';
import {
  defaultPortion,
  GRAM,
  isWeightUnit,
  shownWeight,
  unitChoices,
  withWeightUnits,
  type Portion,
} from '../foodUnits';
import { mealMomentSchema, type MealMoment } from '../mealMoments';
import { recentFoodsProjection, rememberedPortion } from '../recentFoods';
import { ConfirmPortion } from './ConfirmPortion';

const withSlot = foodAmountFormSchema.extend({ mealMoment: mealMomentSchema });

type Value = z.output<typeof withSlot>;

/**
 * The add-ingredient screen: the food's name, a unit picker of its servings, grams and (for
 * imperial users) ounces, the amount (comma or dot) with what it weighs, a meal-slot picker when no
 * slot was chosen, a live summary, and Add, disabled while the form is invalid. It starts with the
 * portion logged last of this food; an implausible portion is asked about before it is added.
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
  /** The portion being changed; else the one logged last of this food, or the food's default. */
  initial?: Portion;
  submitLabel: string;
  /** The food comes back with its weight units, so that what is logged can be read in grams or ounces. */
  onSubmit: (value: { food: LoggedFood; servingId: string; amount: number; mealMoment: MealMoment }) => void;
}) {
  const { t, i18n } = useTranslation('diary');
  const { t: tc } = useTranslation('common');
  const ids = useId();
  const imperial = useSession().user.uses_imperial_measurements;
  const remembered = rememberedPortion(useProjection(recentFoodsProjection), food.id);
  const [start] = useState(() => initial ?? defaultPortion(food, imperial, remembered));
  const form = useForm<z.input<typeof withSlot>, unknown, Value>({
    resolver: zodResolver(withSlot),
    mode: 'onChange',
    defaultValues: { amount: String(start.amount), servingId: start.servingId, mealMoment: moment },
  });
  const [amountText, servingId] = useWatch({ control: form.control, name: ['amount', 'servingId'] });
  const parsed = foodAmountFormSchema.safeParse({ amount: amountText, servingId });
  const live = parsed.success ? nutrientsOf(food, parsed.data.servingId, parsed.data.amount) : null;
  const units = unitChoices(food, imperial, start.servingId);
  const serving = units.find((s) => s.id === servingId);
  const tooMuch = live !== null && !fitsOneItem(live);
  const amountError = form.formState.errors.amount?.message;
  const number = (n: number) => n.toLocaleString(i18n.language, { maximumFractionDigits: 1 });
  const weight = shownWeight(live?.grams ?? serving?.grams ?? 0, imperial);
  // A portion asked about, as typed: changing the amount or the unit takes the question away.
  const [asked, setAsked] = useState<{ value: Value; amountText: string; servingId: string } | null>(null);
  const asking = asked && asked.amountText === amountText && asked.servingId === servingId ? asked.value : null;
  const add = (value: Value) =>
    onSubmit({
      food: withWeightUnits(food),
      servingId: value.servingId,
      amount: value.amount,
      mealMoment: value.mealMoment,
    });

  return (
    <form
      className="form add-ingredient"
      noValidate
      onSubmit={form.handleSubmit((value) => {
        const portion = nutrientsOf(food, value.servingId, value.amount);
        if (portion && !fitsOneItem(portion)) return;
        if (portion && !isPlausiblePortion(portion)) return setAsked({ value, amountText, servingId });
        add(value);
      })}
    >
      <h2 className="food-name">
        {food.name}
        {food.brand ? <span className="muted small"> · {food.brand}</span> : null}
      </h2>
      <div className="field">
        <label htmlFor={`${ids}-unit`}>{t('food.unit')}</label>
        <select id={`${ids}-unit`} {...form.register('servingId')}>
          {units.map((s) => (
            <option key={s.id} value={s.id}>
              {isWeightUnit(s.id) ? t(s.id === GRAM ? 'food.unitNames.g' : 'food.unitNames.oz') : s.description}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('food.amount')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={10}
        suffix={serving ? `(${number(weight.value)} ${t(`food.weightUnits.${weight.unit}`)})` : undefined}
        error={amountError ? tc(amountError as 'validation.required') : tooMuch ? t('errors.tooMuch') : undefined}
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
      {asking && live ? (
        <ConfirmPortion
          grams={live.grams}
          kcal={live.kcal}
          imperial={imperial}
          onConfirm={() => add({ ...asking, mealMoment: form.getValues('mealMoment') })}
          onCancel={() => {
            setAsked(null);
            form.setFocus('amount');
          }}
        />
      ) : (
        <button type="submit" className="button button-primary" disabled={!parsed.success || tooMuch}>
          {submitLabel}
        </button>
      )}
    </form>
  );
}
