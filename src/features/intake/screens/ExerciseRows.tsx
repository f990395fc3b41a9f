import type { FieldError, UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import { EXERCISE_LIMITS, type ClientIntake } from '../../../core/api/intake';
import { Field } from '../../../ui/components/Field';
import { newExerciseRow, weeklyExerciseKcal, weightKgOf, type ProfileFormValues, type Units } from '../profileForm';
import { useExerciseTemplates } from '../queries';
import { useIntakeText } from './useIntakeText';
import { numberFormat } from '../../../ui/numberFormat';

/**
 * The client's exercise instances (2-onboarding.txt, exercise instance and template): each row a
 * template, minutes per session and sessions per week, with what a week of it burns at the weight
 * typed; rows are added, changed in place and deleted.
 */
export function ExerciseRows({
  form,
  rows,
  units,
  weight,
  message,
}: {
  form: UseFormReturn<ProfileFormValues, unknown, ClientIntake>;
  rows: UseFieldArrayReturn<ProfileFormValues, 'exercises'>;
  units: Units;
  weight: string;
  message: (error: FieldError | undefined) => string | undefined;
}) {
  const { t, i18n } = useIntakeText();
  const templates = useExerciseTemplates();
  const values = form.watch('exercises');
  const errors = form.formState.errors.exercises;
  const weightKg = weightKgOf(weight, units);
  const number = numberFormat(i18n.language);

  const estimate = (i: number) => {
    const row = values[i];
    const template = templates.data?.find((tpl) => String(tpl.id) === row?.templateId);
    if (!row || !template || weightKg === undefined || errors?.[i]) return null;
    const kcal = weeklyExerciseKcal(template.kcal_per_kg_per_min, weightKg, Number(row.minutes), Number(row.sessions));
    return <p className="muted small">{t('form.perWeek', { kcal: number.format(kcal) })}</p>;
  };

  return (
    <fieldset className="intake-group intake-exercises">
      <legend>{t('form.exercises')}</legend>
      <p className="muted small">{t('form.exercisesHint')}</p>
      {templates.isError ? (
        <p className="field-error" role="alert">
          {t('form.templatesFailed')}
        </p>
      ) : null}
      {rows.fields.length === 0 ? <p className="muted">{t('form.noExercises')}</p> : null}
      <ol className="intake-exercise-list">
        {rows.fields.map((field, i) => {
          const label = t('form.exercise', { number: i + 1 });
          const templateError = message(errors?.[i]?.templateId);
          const templateId = `exercise-${field.id}-template`;
          return (
            <li key={field.id} className="intake-exercise" data-testid="exercise-row">
              <fieldset className="intake-group">
                <legend className="visually-hidden">{label}</legend>
                <div className="intake-exercise-fields">
                  <div className="field">
                    <label htmlFor={templateId}>{t('form.template')}</label>
                    <select
                      id={templateId}
                      aria-invalid={templateError ? true : undefined}
                      aria-describedby={templateError ? `${templateId}-error` : undefined}
                      {...form.register(`exercises.${i}.templateId`)}
                    >
                      <option value="">{t('form.choose')}</option>
                      {(templates.data ?? []).map((template) => (
                        <option key={template.id} value={String(template.id)}>
                          {template.name}
                        </option>
                      ))}
                    </select>
                    {templateError ? (
                      <p id={`${templateId}-error`} className="field-error" role="alert">
                        {templateError}
                      </p>
                    ) : null}
                  </div>
                  <Field
                    label={t('form.minutes')}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={3}
                    suffix={t('form.units.minutes')}
                    error={message(errors?.[i]?.minutes)}
                    {...form.register(`exercises.${i}.minutes`)}
                  />
                  <Field
                    label={t('form.sessions')}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={2}
                    error={message(errors?.[i]?.sessions)}
                    {...form.register(`exercises.${i}.sessions`)}
                  />
                </div>
                <div className="intake-exercise-footer">
                  {estimate(i)}
                  <button
                    type="button"
                    className="button button-link"
                    aria-label={t('form.deleteExercise', { number: i + 1 })}
                    onClick={() => rows.remove(i)}
                  >
                    {t('form.delete')}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {rows.fields.length < EXERCISE_LIMITS.count ? (
        <button type="button" className="button button-secondary" onClick={() => rows.append(newExerciseRow())}>
          {t('form.addExercise')}
        </button>
      ) : null}
    </fieldset>
  );
}
