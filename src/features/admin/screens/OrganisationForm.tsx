import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ADMIN_MESSAGES, organisationFields, type AdminMessage, type AdminOrganisation } from '../../../core/api/admin';
import { ApiError } from '../../../core/apiError';
import { Field } from '../../../ui/components/Field';

type Input = z.input<typeof organisationFields>;
type Output = z.output<typeof organisationFields>;

const TEXT_FIELDS = [
  'name',
  'subdomain',
  'welcome_video',
  'support_url',
  'help_chat_url',
  'product_stripe_id',
] as const;
const SWITCHES = [
  'clients_are_diy',
  'welcome_video_enabled',
  'auto_plan_initial_meals',
  'can_generate_meals',
  'can_create_own_recipes',
  'pwa_signup',
] as const;
const SIGNUP_STATUSES = ['OPEN', 'FULL', 'CLOSED'] as const;

/** An organisation's values as the form holds them: text for text (empty for none), booleans for switches. */
export function formValuesOf(organisation: AdminOrganisation | undefined): Input {
  return {
    name: organisation?.name ?? '',
    subdomain: organisation?.subdomain ?? '',
    recipe_system_type: organisation?.recipe_system_type ?? 'COMPLEX',
    clients_are_diy: organisation?.clients_are_diy ?? false,
    welcome_video: organisation?.welcome_video ?? '',
    welcome_video_enabled: organisation?.welcome_video_enabled ?? false,
    auto_plan_initial_meals: organisation?.auto_plan_initial_meals ?? true,
    can_generate_meals: organisation?.can_generate_meals ?? true,
    can_create_own_recipes: organisation?.can_create_own_recipes ?? true,
    custom_notes_message: organisation?.custom_notes_message ?? '',
    support_url: organisation?.support_url ?? '',
    help_chat_url: organisation?.help_chat_url ?? '',
    pwa_signup: organisation?.pwa_signup ?? false,
    signup_status: organisation?.signup_status ?? 'OPEN',
    product_stripe_id: organisation?.product_stripe_id ?? '',
  };
}

/**
 * The settings of an organisation, to create one or to edit it. The contract's schema checks them
 * here as on the server; a refusal of the server (a subdomain taken meanwhile) shows at its field.
 */
export function OrganisationForm({
  organisation,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  organisation?: AdminOrganisation;
  submitLabel: string;
  onSubmit: (values: Output) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(organisationFields),
    mode: 'onTouched',
    defaultValues: formValuesOf(organisation),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const errorOf = (name: FieldPath<Input>): string | undefined => {
    const error = errors[name as keyof typeof errors];
    if (!error?.message) return undefined;
    return error.type === 'server'
      ? error.message
      : t(
          `errors.${ADMIN_MESSAGES.includes(error.message as AdminMessage) ? (error.message as AdminMessage) : 'fieldInvalid'}`,
        );
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    try {
      await onSubmit(values);
      if (organisation) {
        form.reset(form.getValues());
        setSaved(true);
      }
    } catch (error) {
      const fields =
        error instanceof ApiError && error.status === 400 && error.body && typeof error.body === 'object'
          ? Object.entries(error.body as Record<string, unknown>)
          : [];
      const known = fields.filter(
        ([name, messages]) =>
          name in formValuesOf(undefined) && Array.isArray(messages) && typeof messages[0] === 'string',
      );
      for (const [name, messages] of known)
        form.setError(
          name as FieldPath<Input>,
          { type: 'server', message: (messages as string[])[0] },
          { shouldFocus: true },
        );
      if (known.length === 0) setFailure(t('form.failed'));
    }
  });

  return (
    <form
      className="form admin-form"
      onSubmit={submit}
      noValidate
      aria-describedby={failure ? `${id}-failure` : undefined}
    >
      {TEXT_FIELDS.map((name) => (
        <Field
          key={name}
          label={t(`fields.${name}`)}
          type={name === 'name' || name === 'subdomain' ? 'text' : 'url'}
          autoComplete="off"
          maxLength={name === 'name' ? 100 : 500}
          required={name === 'name'}
          error={errorOf(name)}
          {...(name === 'subdomain' ? { 'aria-describedby': `${id}-subdomain-hint` } : {})}
          {...form.register(name)}
        />
      ))}
      <p id={`${id}-subdomain-hint`} className="muted small admin-hint">
        {t('fields.subdomainHint')}
      </p>
      <div className="field">
        <label htmlFor={`${id}-recipes`}>{t('fields.recipe_system_type')}</label>
        <select id={`${id}-recipes`} {...form.register('recipe_system_type')}>
          <option value="COMPLEX">{t('recipeSystems.COMPLEX')}</option>
          <option value="SIMPLE">{t('recipeSystems.SIMPLE')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-signup`}>{t('fields.signup_status')}</label>
        <select id={`${id}-signup`} {...form.register('signup_status')}>
          {SIGNUP_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`signupStatuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-notes`}>{t('fields.custom_notes_message')}</label>
        <textarea
          id={`${id}-notes`}
          rows={3}
          maxLength={1000}
          aria-invalid={errors.custom_notes_message ? true : undefined}
          {...form.register('custom_notes_message')}
        />
        {errorOf('custom_notes_message') ? (
          <p className="field-error" role="alert">
            {errorOf('custom_notes_message')}
          </p>
        ) : null}
      </div>
      {SWITCHES.map((name) => (
        <label key={name} className="checkbox">
          <input type="checkbox" {...form.register(name)} />
          <span>{t(`fields.${name}`)}</span>
        </label>
      ))}
      {failure ? (
        <p id={`${id}-failure`} className="field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <p className="muted small" role="status">
        {saved && !isDirty ? t('form.saved') : ''}
      </p>
      <div className="dialog-actions">
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        ) : null}
        <button
          type="submit"
          className="button button-primary"
          disabled={isSubmitting || (organisation !== undefined && !isDirty)}
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
