import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, callFailureOf } from '../../../core/apiError';
import { Field } from '../../../ui/components/Field';
import { useServices, useSession } from '../../../ui/services';
import {
  brandingChanges,
  brandingSchema,
  brandingValuesOf,
  canSave,
  DEFAULT_BRAND_COLOUR,
  NAME_MAX_LENGTH,
  normalColour,
  previewLogo,
  type BrandingValues,
} from '../brandingForm';
import { useSaveBranding } from '../queries';
import './branding.css';
import { BrandPreview } from './BrandPreview';
import { LogoField } from './LogoField';

/** The server's field names and the form's. */
const FIELDS: Readonly<Record<string, Path<BrandingValues>>> = {
  name: 'name',
  primary_colour: 'primaryColour',
  logo: 'logo',
};

/**
 * The coach's Account tab (1-shell.txt, coach account / branding screen, and section 5): the
 * organisation's name, primary colour and logo beside a live preview of the app in those colours.
 * Save stays off until something changed and everything is valid; the logo goes with the save
 * only when a new one was chosen (or the current one removed). After the save the coach's own app
 * wears the new brand at once.
 */
export function BrandingScreen() {
  const { t } = useTranslation('branding');
  const { alerts } = useServices();
  const { user } = useSession();
  const [initial, setInitial] = useState(() => brandingValuesOf(user.organisation));
  const save = useSaveBranding(user.organisation.id);
  const form = useForm<BrandingValues>({
    resolver: zodResolver(brandingSchema),
    mode: 'onChange',
    defaultValues: initial,
  });
  const values = useWatch({ control: form.control }) as BrandingValues;
  const { errors, isSubmitting } = form.formState;
  const changed = Object.keys(brandingChanges(initial, values)).length > 0;
  const message = (text: string | undefined) => (text?.startsWith('errors.') ? t(text as 'errors.nameRequired') : text);
  const colour = normalColour(values.primaryColour);
  const setColour = (picked: string) =>
    form.setValue('primaryColour', picked, { shouldDirty: true, shouldValidate: true });

  const submit = form.handleSubmit(async (valid) => {
    try {
      const saved = await save.mutateAsync(brandingChanges(initial, valid));
      const next = brandingValuesOf(saved);
      setInitial(next);
      form.reset(next);
      alerts.notify({ text: t('saved') });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && showFieldErrors(error.body)) return;
      if (error instanceof ApiError && error.status === 0) alerts.raise({ text: t('errors.offline') });
      else alerts.report(callFailureOf(error));
    }
  });
  const showFieldErrors = (body: unknown) => {
    const fields = Object.entries((body ?? {}) as Record<string, unknown>).filter(([field]) => FIELDS[field]);
    for (const [field, messages] of fields)
      form.setError(FIELDS[field]!, { message: Array.isArray(messages) ? String(messages[0]) : String(messages) });
    return fields.length > 0;
  };

  return (
    <div className="screen branding">
      <header className="screen-header">
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      <div className="branding-layout">
        <form onSubmit={submit} noValidate className="card form branding-form" aria-label={t('form.label')}>
          <Field
            label={t('form.name')}
            autoComplete="organization"
            maxLength={NAME_MAX_LENGTH + 20}
            required
            error={message(errors.name?.message)}
            {...form.register('name')}
          />
          <fieldset className="colour-field">
            <legend>{t('form.colour')}</legend>
            <div className="colour-row">
              <input
                type="color"
                className="colour-picker"
                aria-label={t('form.colourPicker')}
                value={colour ?? DEFAULT_BRAND_COLOUR}
                onChange={(event) => setColour(event.target.value)}
              />
              <Field
                label={t('form.colourHex')}
                autoComplete="off"
                spellCheck={false}
                maxLength={9}
                required
                error={message(errors.primaryColour?.message)}
                {...form.register('primaryColour')}
              />
            </div>
            <p className="muted small">{t('form.colourHint')}</p>
          </fieldset>
          <LogoField
            value={values.logo}
            hadLogo={initial.logo.kind === 'current' && initial.logo.url !== null}
            name={values.name}
            error={message(errors.logo?.message)}
            onChange={(logo) => form.setValue('logo', logo, { shouldDirty: true, shouldValidate: true })}
            onUnreadable={() => form.setError('logo', { message: 'errors.logoUnreadable' })}
          />
          <div className="branding-actions">
            <button
              type="button"
              className="button button-secondary"
              disabled={!changed || isSubmitting}
              onClick={() => form.reset(initial)}
            >
              {t('form.undo')}
            </button>
            <button
              type="submit"
              className="button button-primary"
              disabled={!canSave(initial, values) || isSubmitting}
            >
              {isSubmitting ? t('form.saving') : t('form.save')}
            </button>
          </div>
        </form>
        <BrandPreview colour={colour ?? initial.primaryColour} name={values.name} logo={previewLogo(values.logo)} />
      </div>
    </div>
  );
}
