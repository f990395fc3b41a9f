import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { WEIGHT_UNITS, type HeightDisplay, type WeightDisplay } from '../../../core/nutrition/units';
import { Field } from '../../../ui/components/Field';
import { biometricsForm, physicalStatsForm } from '../forms';
import { convertHeight, convertWeight } from '../fullDraft';
import { NextButton, StepError, StepForm, useErrorText, type StepProps } from './StepFrame';

const number = { valueAsNumber: true } as const;

/** Age and gender. */
export function BiometricsStep({ draft, update, next, back }: StepProps) {
  const { t } = useTranslation('onboarding');
  const errorText = useErrorText();
  const form = useForm<z.input<typeof biometricsForm>, unknown, z.output<typeof biometricsForm>>({
    resolver: zodResolver(biometricsForm),
    mode: 'onSubmit',
    defaultValues: { age: draft.age, ...(draft.sex ? { sex: draft.sex } : {}) },
  });
  // What is typed survives a reload.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) =>
          update({ ...(Number.isFinite(values.age) ? { age: values.age as number } : {}), sex: values.sex ?? null }),
      }),
    [form, update],
  );
  const { errors } = form.formState;
  return (
    <StepForm onBack={back} onSubmit={form.handleSubmit((values) => next(values))}>
      <h1>{t('full.biometrics.title')}</h1>
      <Field
        label={t('full.biometrics.age')}
        inputMode="numeric"
        type="number"
        error={errorText(errors.age?.message)}
        {...form.register('age', number)}
      />
      <fieldset className="choices" aria-describedby={errors.sex ? 'sex-error' : undefined}>
        <legend>{t('full.biometrics.gender')}</legend>
        {(['FEMALE', 'MALE'] as const).map((sex) => (
          <label key={sex} className="choice">
            <input type="radio" value={sex} {...form.register('sex')} />
            <span>{t(`full.biometrics.genders.${sex}`)}</span>
          </label>
        ))}
      </fieldset>
      <StepError id="sex-error" message={errorText(errors.sex?.message)} />
      <NextButton />
    </StepForm>
  );
}

type Stats = z.input<typeof physicalStatsForm>;

/** Height, weight and goal weight in the person's units; switching a unit converts the value in the field. */
export function PhysicalStatsStep({ draft, update, next, back }: StepProps) {
  const { t } = useTranslation('onboarding');
  const errorText = useErrorText();
  const form = useForm<Stats, unknown, z.output<typeof physicalStatsForm>>({
    resolver: zodResolver(physicalStatsForm),
    mode: 'onSubmit',
    defaultValues: { height: draft.height, weight: draft.weight, goalWeight: draft.goalWeight },
  });
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) =>
          update({
            height: values.height as HeightDisplay,
            weight: values.weight as WeightDisplay,
            goalWeight: values.goalWeight as WeightDisplay,
          }),
      }),
    [form, update],
  );
  const height = useWatch({ control: form.control, name: 'height' });
  const weightUnit = useWatch({ control: form.control, name: 'weight.unit' });
  const { errors } = form.formState;
  const fieldError = (name: string) => {
    const at = name
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) as
      { message?: string } | undefined;
    return errorText(at?.message);
  };

  const setHeightUnit = (unit: HeightDisplay['unit']) =>
    form.setValue('height', convertHeight(form.getValues('height') as HeightDisplay, unit), {
      shouldValidate: form.formState.touchedFields.height !== undefined,
    });
  const setWeightUnit = (unit: WeightDisplay['unit']) => {
    form.setValue('weight', convertWeight(form.getValues('weight') as WeightDisplay, unit));
    form.setValue('goalWeight', convertWeight(form.getValues('goalWeight') as WeightDisplay, unit));
  };

  const weightFields = (name: 'weight' | 'goalWeight', label: string) => {
    if (weightUnit === 'STONES') {
      return (
        <div className="field-row" role="group" aria-label={label}>
          <Field
            label={`${label} (${t('full.stats.units.st')})`}
            type="number"
            inputMode="numeric"
            error={fieldError(`${name}.stone`)}
            {...form.register(`${name}.stone`, number)}
          />
          <Field
            label={`${label} (${t('full.stats.units.lb')})`}
            type="number"
            inputMode="decimal"
            step="any"
            error={fieldError(`${name}.lb`)}
            {...form.register(`${name}.lb`, number)}
          />
          <StepError message={fieldError(name)} />
        </div>
      );
    }
    const field = weightUnit === 'POUNDS' ? 'lb' : 'kg';
    return (
      <Field
        label={label}
        type="number"
        inputMode="decimal"
        step="any"
        suffix={t(`full.stats.units.${field}`)}
        error={fieldError(`${name}.${field}`) ?? fieldError(name)}
        {...form.register(`${name}.${field}`, number)}
      />
    );
  };

  return (
    <StepForm
      onBack={back}
      onSubmit={form.handleSubmit((values) =>
        next({
          height: values.height,
          weight: values.weight,
          ...(values.goalWeight ? { goalWeight: values.goalWeight } : {}),
        }),
      )}
    >
      <h1>{t('full.stats.title')}</h1>
      {height.unit === 'CENTIMETERS' ? (
        <Field
          label={t('full.stats.height')}
          type="number"
          inputMode="decimal"
          step="any"
          suffix={t('full.stats.units.cm')}
          error={fieldError('height.cm')}
          {...form.register('height.cm', number)}
        />
      ) : (
        <div className="field-row" role="group" aria-label={t('full.stats.height')}>
          <Field
            label={`${t('full.stats.height')} (${t('full.stats.units.ft')})`}
            type="number"
            inputMode="numeric"
            error={fieldError('height.feet')}
            {...form.register('height.feet', number)}
          />
          <Field
            label={`${t('full.stats.height')} (${t('full.stats.units.in')})`}
            type="number"
            inputMode="decimal"
            step="any"
            error={fieldError('height.inches')}
            {...form.register('height.inches', number)}
          />
        </div>
      )}
      <button
        type="button"
        className="button button-link"
        onClick={() => setHeightUnit(height.unit === 'CENTIMETERS' ? 'FEET_INCHES' : 'CENTIMETERS')}
      >
        {height.unit === 'CENTIMETERS' ? t('full.stats.useFeet') : t('full.stats.useCm')}
      </button>
      <div className="field">
        <label htmlFor="weight-unit">{t('full.stats.weightUnit')}</label>
        <select
          id="weight-unit"
          value={weightUnit}
          onChange={(e) => setWeightUnit(e.target.value as WeightDisplay['unit'])}
        >
          {WEIGHT_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {t(`full.stats.weightUnits.${unit}`)}
            </option>
          ))}
        </select>
      </div>
      {weightFields('weight', t('full.stats.weight'))}
      {weightFields('goalWeight', t('full.stats.goalWeight'))}
      <NextButton />
    </StepForm>
  );
}
