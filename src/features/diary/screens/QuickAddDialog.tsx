import { memo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogClose } from '../../../ui/components/Dialog';
import { Field } from '../../../ui/components/Field';
import { useDispatch, useServices } from '../../../ui/services';
import { logQuickAdd } from '../commands';
import type { MealMoment } from '../mealMoments';
import { quickAddFormSchema, type QuickAddFormInput, type QuickAddFormOutput } from '../quickAddForm';

interface Props {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly date: string;
  readonly moments: readonly MealMoment[];
  readonly initialMoment: MealMoment;
  readonly returnFocusTo: HTMLElement | null;
}

export const QuickAddDialog = memo(function QuickAddDialog({
  open,
  onOpenChange,
  date,
  moments,
  initialMoment,
  returnFocusTo,
}: Props) {
  const { t } = useTranslation('diary');
  // The form lives inside the dialog's content, which unmounts on close: every opening starts empty.
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('quickAdd.title')}
      description={t('quickAdd.description')}
      returnFocusTo={returnFocusTo}
    >
      <QuickAddForm date={date} moments={moments} initialMoment={initialMoment} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
});

function QuickAddForm({
  date,
  moments,
  initialMoment,
  onDone,
}: Pick<Props, 'date' | 'moments' | 'initialMoment'> & { onDone: () => void }) {
  const { t } = useTranslation('diary');
  const { t: tc } = useTranslation('common');
  const dispatch = useDispatch();
  const { alerts } = useServices();
  const form = useForm<QuickAddFormInput, unknown, QuickAddFormOutput>({
    resolver: zodResolver(quickAddFormSchema),
    mode: 'onChange',
    defaultValues: { mealMoment: initialMoment, kcal: '', protein: '', fat: '', carbohydrates: '' },
  });
  const { errors, isValid, isSubmitting, isDirty } = form.formState;
  const message = (key: string | undefined) => (key ? tc(key as 'validation.required') : undefined);

  const submit = form.handleSubmit(async ({ mealMoment, ...nutrients }) => {
    try {
      const result = await dispatch(logQuickAdd.create({ date, mealMoment, nutrients }));
      if (result.ok) onDone();
      else alerts.raise({ key: result.error.messageKey });
    } catch {
      alerts.raise({ key: 'errors.storage' });
    }
  });

  const gramField = (name: 'protein' | 'fat' | 'carbohydrates') => (
    <Field
      label={tc(`nutrients.${name}`)}
      inputMode="decimal"
      autoComplete="off"
      maxLength={10}
      suffix={tc('units.gram')}
      error={message(errors[name]?.message)}
      {...form.register(name)}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="form">
      <div className="field">
        <label htmlFor="quick-add-moment">{t('quickAdd.mealSlot')}</label>
        <select id="quick-add-moment" {...form.register('mealMoment')}>
          {moments.map((moment) => (
            <option key={moment} value={moment}>
              {t(`mealMoments.${moment}`)}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={tc('nutrients.kcal')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={10}
        required
        suffix={tc('units.kcal')}
        error={message(errors.kcal?.message)}
        {...form.register('kcal')}
      />
      <div className="field-row">
        {gramField('protein')}
        {gramField('fat')}
        {gramField('carbohydrates')}
      </div>
      <div className="dialog-actions">
        <DialogClose asChild>
          <button type="button" className="button button-secondary">
            {t('quickAdd.cancel')}
          </button>
        </DialogClose>
        <button type="submit" className="button button-primary" disabled={!isDirty || !isValid || isSubmitting}>
          {t('quickAdd.submit')}
        </button>
      </div>
    </form>
  );
}
