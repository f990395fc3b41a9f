import { zodResolver } from '@hookform/resolvers/zod';
import { format, parseISO } from 'date-fns';
import { DayPicker } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale/en-GB';
import { nl } from 'react-day-picker/locale/nl';
import 'react-day-picker/style.css';
import '../../../ui/dayPicker.css';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogClose } from '../../../ui/components/Dialog';
import { Field } from '../../../ui/components/Field';
import { useDispatch, useServices } from '../../../ui/services';
import { recordMeasurement } from '../commands';
import { measurementFormSchema, unitOf, type MeasurementFormInput } from '../measurementForm';
import type { MeasurementInput } from '../events';
import { LOGGED_TYPES, STRESS_LEVELS } from '../measurements';
import { useMeasurementText } from './useMeasurementText';

type LoggedType = (typeof LOGGED_TYPES)[number];

/**
 * Adding a measurement (3-daily-use.txt, add measurement): the type, its value in the person's unit
 * (or a stress level) and the day, today unless another is picked; no day after today. Save stays
 * off until something is typed and valid. The value field has focus at once: a morning's weight is
 * the button, the number and Save.
 */
export function AddMeasurementDialog({
  open,
  onOpenChange,
  initialType,
  today,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialType: LoggedType;
  today: string;
  returnFocusTo: HTMLElement | null;
}) {
  const { t } = useTranslation('progress');
  // The form lives in the dialog's content, which unmounts on close: every opening starts afresh.
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('add.title')}
      description={t('add.description')}
      returnFocusTo={returnFocusTo}
      initialFocus={() => document.querySelector<HTMLInputElement>('.measurement-form input[name="value"]')}
    >
      <MeasurementForm initialType={initialType} today={today} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function MeasurementForm({
  initialType,
  today,
  onDone,
}: {
  initialType: LoggedType;
  today: string;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('progress');
  const dispatch = useDispatch();
  const { alerts } = useServices();
  const text = useMeasurementText();
  const form = useForm<MeasurementFormInput, unknown, MeasurementInput>({
    resolver: zodResolver(measurementFormSchema(text.units, today)),
    mode: 'onChange',
    defaultValues: { type: initialType, value: '', level: '', date: today },
  });
  const { errors, isValid, isSubmitting, isDirty } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const date = useWatch({ control: form.control, name: 'date' });
  const unit = unitOf(type, text.units);
  const message = (key: string | undefined) => (key ? t(key as 'errors.required') : undefined);

  const submit = form.handleSubmit(async (measurement) => {
    try {
      const result = await dispatch(recordMeasurement.create(measurement));
      if (!result.ok) return form.setError('date', { message: result.error.messageKey.replace('progress:', '') });
      onDone();
    } catch {
      alerts.raise({ key: 'common:errors.storage' });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="form measurement-form">
      <div className="field">
        <label htmlFor="measurement-type">{t('add.type')}</label>
        <select id="measurement-type" {...form.register('type', { onChange: () => void form.trigger() })}>
          {LOGGED_TYPES.map((option) => (
            <option key={option} value={option}>
              {t(`type.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {type === 'STRESS' ? (
        <fieldset className="progress-choices">
          <legend>{t('add.level')}</legend>
          <div className="progress-choices-row">
            {STRESS_LEVELS.map((level) => (
              <label key={level} className="progress-choice">
                <input type="radio" value={level} {...form.register('level')} />
                <span>{t(`stress.${level}`)}</span>
              </label>
            ))}
          </div>
          {errors.level ? (
            <p className="field-error" role="alert">
              {message(errors.level.message)}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <Field
          label={t('add.value', { type: t(`type.${type}`), unit: t(`units.${unit ?? 'kg'}`) })}
          inputMode="decimal"
          autoComplete="off"
          maxLength={10}
          required
          suffix={t(`units.${unit ?? 'kg'}`)}
          error={message(errors.value?.message)}
          {...form.register('value')}
        />
      )}
      <fieldset className="measurement-date">
        <legend>{t('add.date')}</legend>
        <DayPicker
          className="day-picker"
          mode="single"
          required
          locale={i18n.language === 'nl' ? nl : enGB}
          weekStartsOn={1}
          selected={date ? parseISO(date) : undefined}
          defaultMonth={parseISO(date || today)}
          disabled={{ after: parseISO(today) }}
          endMonth={parseISO(today)}
          onSelect={(day) =>
            form.setValue('date', day ? format(day, 'yyyy-MM-dd') : '', { shouldDirty: true, shouldValidate: true })
          }
        />
        {errors.date ? (
          <p className="field-error" role="alert">
            {message(errors.date.message)}
          </p>
        ) : null}
      </fieldset>
      <div className="dialog-actions">
        <DialogClose asChild>
          <button type="button" className="button button-secondary">
            {t('add.cancel')}
          </button>
        </DialogClose>
        <button type="submit" className="button button-primary" disabled={!isDirty || !isValid || isSubmitting}>
          {t('add.save')}
        </button>
      </div>
    </form>
  );
}
