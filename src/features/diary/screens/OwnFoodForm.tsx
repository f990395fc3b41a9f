import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../ui/components/Field';
import { useDispatch, useServices } from '../../../ui/services';
import type { LoggedFood } from '../events';
import { createOwnFood } from '../ownFoods/commands';
import type { OwnFoodFacts } from '../ownFoods/events';
import { ownFoodFormSchema, type OwnFoodFormInput, type OwnFoodFormOutput } from '../ownFoods/form';
import { loggedOwnFood } from '../ownFoods/projection';

const NUMBERS = ['kcal', 'protein', 'carbohydrates', 'fat'] as const;

/**
 * 'Create this food' for a barcode nobody knows (issue 19): a name, a serving and its energy and
 * macros from the label. Kept as the person's own food, it is then chosen like any found food.
 */
export function OwnFoodForm({
  barcode,
  onCreated,
  onCancel,
}: {
  barcode: string;
  onCreated: (food: LoggedFood) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['diary', 'common']);
  const titleId = useId();
  const dispatch = useDispatch();
  const { alerts } = useServices();
  const form = useForm<OwnFoodFormInput, unknown, OwnFoodFormOutput>({
    resolver: zodResolver(ownFoodFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', serving: '', grams: '', kcal: '', protein: '', carbohydrates: '', fat: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // Keys of the form's own messages carry their namespace; the shared decimal parser's are common's.
  const message = (key: string | undefined) =>
    key ? t(key.includes(':') ? key : `common:${key}`, { defaultValue: key }) : undefined;

  const submit = form.handleSubmit(async ({ name, serving, grams, ...numbers }) => {
    try {
      const result = await dispatch(
        createOwnFood.create({ name, barcode, serving: { description: serving, grams }, ...numbers }),
      );
      if (!result.ok) return alerts.raise({ key: result.error.messageKey });
      const food = result.events[0]!.payload as OwnFoodFacts;
      alerts.notify({ text: t('ownFood.saved', { name: food.name }) });
      onCreated(loggedOwnFood(food));
    } catch {
      alerts.raise({ key: 'errors.storage' });
    }
  });

  return (
    <section className="own-food" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('ownFood.title')}</h3>
      <p className="muted small">{t('ownFood.intro', { barcode })}</p>
      <form className="form" noValidate onSubmit={submit}>
        <Field
          label={t('ownFood.name')}
          autoComplete="off"
          required
          error={message(errors.name?.message)}
          {...form.register('name')}
        />
        <div className="field-row">
          <Field
            label={t('ownFood.serving')}
            autoComplete="off"
            placeholder={t('ownFood.servingHint')}
            required
            error={message(errors.serving?.message)}
            {...form.register('serving')}
          />
          <Field
            label={t('ownFood.grams')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={10}
            required
            suffix={t('common:units.gram')}
            error={message(errors.grams?.message)}
            {...form.register('grams')}
          />
        </div>
        <fieldset className="field-row">
          <legend>{t('ownFood.perServing')}</legend>
          {NUMBERS.map((name) => (
            <Field
              key={name}
              label={t(`common:nutrients.${name}`)}
              inputMode="decimal"
              autoComplete="off"
              maxLength={10}
              required
              suffix={t(name === 'kcal' ? 'common:units.kcal' : 'common:units.gram')}
              error={message(errors[name]?.message)}
              {...form.register(name)}
            />
          ))}
        </fieldset>
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={isSubmitting}>
            {t('ownFood.save')}
          </button>
          <button type="button" className="button button-link" onClick={onCancel}>
            {t('ownFood.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
