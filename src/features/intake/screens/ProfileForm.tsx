import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useFieldArray, useForm, useWatch, type FieldError, type Path } from 'react-hook-form';
import { INTOLERANCES } from '../../../core/catalogue/vocabulary';
import { INTAKE_GOALS, type ClientIntake } from '../../../core/api/intake';
import { ACTIVITIES, DIETS, SEXES } from '../../../core/nutrition/profile';
import { Field } from '../../../ui/components/Field';
import { profileFormSchema, type ProfileFormValues, type Units } from '../profileForm';
import type { FieldMessage } from '../serverErrors';
import { ExerciseRows } from './ExerciseRows';
import { useIntakeText } from './useIntakeText';

/**
 * The client profile form (2-onboarding.txt, coach wizard and profile): gender, age, height, weight
 * (in lbs for an imperial coach), body fat in percent, goal, activity, diet, intolerances and the
 * exercise instances. Submit stays off while anything is invalid; each field says what is wrong.
 * `onSubmit` answers the server's field messages, which land on their fields.
 */
export function ProfileForm({
  units,
  defaultValues,
  submitLabel,
  requireChange,
  onSubmit,
  actions,
}: {
  units: Units;
  defaultValues: ProfileFormValues;
  submitLabel: string;
  /** Editing: submit stays off until something changed. */
  requireChange: boolean;
  onSubmit: (intake: ClientIntake) => Promise<readonly FieldMessage[]>;
  /** Buttons beside submit (back, close). */
  actions: ReactNode;
}) {
  const { t } = useIntakeText();
  const id = useId();
  const form = useForm<ProfileFormValues, unknown, ClientIntake>({
    resolver: zodResolver(profileFormSchema(units)),
    mode: 'onChange',
    defaultValues,
  });
  const { errors, isValid, isSubmitting, isDirty } = form.formState;
  const exercises = useFieldArray({ control: form.control, name: 'exercises' });
  const weight = useWatch({ control: form.control, name: 'weight' });
  const message = (error: FieldError | undefined) =>
    error?.message ? (error.type === 'server' ? error.message : t(error.message as 'errors.required')) : undefined;
  const unit = units === 'IMPERIAL' ? t('form.units.lb') : t('form.units.kg');

  const submit = form.handleSubmit(async (intake) => {
    for (const { field, message: text } of await onSubmit(intake))
      if (field) form.setError(field as Path<ProfileFormValues>, { type: 'server', message: text });
  });

  const choiceError = (name: 'sex', error: FieldError | undefined) =>
    error ? (
      <p id={`${id}-${name}-error`} className="field-error" role="alert">
        {message(error)}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="form intake-form">
      <fieldset
        className="intake-group"
        aria-describedby={errors.sex ? `${id}-sex-error` : undefined}
        aria-invalid={errors.sex ? true : undefined}
      >
        <legend>{t('form.gender')}</legend>
        <div className="intake-choices">
          {SEXES.map((sex) => (
            <label key={sex} className="choice">
              <input type="radio" value={sex} {...form.register('sex')} />
              <span>{t(`form.sex.${sex}`)}</span>
            </label>
          ))}
        </div>
        {choiceError('sex', errors.sex)}
      </fieldset>
      <div className="intake-row">
        <Field
          label={t('form.age')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          suffix={t('form.ageSuffix')}
          error={message(errors.age)}
          {...form.register('age')}
        />
        <Field
          label={t('form.height')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={6}
          suffix={t('form.units.cm')}
          error={message(errors.height)}
          {...form.register('height')}
        />
        <Field
          label={t('form.weight')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={7}
          suffix={unit}
          error={message(errors.weight)}
          {...form.register('weight')}
        />
        <Field
          label={t('form.bodyFat')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={5}
          suffix={t('form.units.percent')}
          error={message(errors.bodyFat)}
          {...form.register('bodyFat')}
        />
      </div>
      <div className="intake-row">
        <Select label={t('form.goal')} error={message(errors.goal)} {...form.register('goal')}>
          <option value="">{t('form.choose')}</option>
          {INTAKE_GOALS.map((goal) => (
            <option key={goal} value={goal}>
              {t(`form.goals.${goal}`)}
            </option>
          ))}
        </Select>
        <Select label={t('form.activity')} error={message(errors.activity)} {...form.register('activity')}>
          <option value="">{t('form.choose')}</option>
          {ACTIVITIES.map((activity) => (
            <option key={activity} value={activity}>
              {t(`form.activities.${activity}`)}
            </option>
          ))}
        </Select>
        <Select label={t('form.diet')} error={message(errors.diet)} {...form.register('diet')}>
          <option value="">{t('form.choose')}</option>
          {DIETS.map((diet) => (
            <option key={diet} value={diet}>
              {t(`form.diets.${diet}`)}
            </option>
          ))}
        </Select>
      </div>
      <fieldset className="intake-group">
        <legend>{t('form.intolerances')}</legend>
        <div className="intake-choices">
          {INTOLERANCES.map((intolerance) => (
            <label key={intolerance} className="choice">
              <input type="checkbox" value={intolerance} {...form.register('intolerances')} />
              <span>{t(`form.intoleranceNames.${intolerance}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <ExerciseRows form={form} rows={exercises} units={units} weight={weight} message={message} />
      <div className="intake-actions">
        {actions}
        <button
          type="submit"
          className="button button-primary"
          disabled={!isValid || isSubmitting || (requireChange && !isDirty)}
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

/** A labelled select whose error is announced and tied to it, as Field does for inputs. */
function Select({
  label,
  error,
  children,
  ...select
}: { label: string; error: string | undefined; children: ReactNode } & React.SelectHTMLAttributes<HTMLSelectElement> & {
    ref?: React.Ref<HTMLSelectElement>;
  }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
