import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { brandApi, type PublicBrand } from '../../../core/api/brand';
import { ApiError } from '../../../core/apiError';
import { Field } from '../../../ui/components/Field';
import { showServerFieldErrors } from '../../../ui/serverFieldErrors';
import { useServices } from '../../../ui/services';
import { loginFormSchema } from '../../auth/loginSchemas';
import { useShellTexts } from '../useShellTexts';

/**
 * The waitlist of a full or closed organisation, under its portal's login form: an email address,
 * checked here as at sign-in, and the server's refusals at the field or for the form.
 */
export default function WaitlistForm({ brand, subdomain }: { brand: PublicBrand; subdomain: string }) {
  const ready = useShellTexts();
  const { t } = useTranslation('shell');
  const { t: ta } = useTranslation('auth');
  const { api } = useServices();
  const id = useId();
  const [joined, setJoined] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof loginFormSchema>, unknown, z.output<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  if (!ready) return null;

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await api.call('joinWaitlist', brandApi.joinWaitlist, { params: { subdomain }, body: { email } });
      setJoined(email);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) return setFailure(ta('limits.tooMany'));
      const shown = showServerFieldErrors(form.setError, error, { email: 'email' });
      if (!shown.atFields) setFailure(shown.message ?? ta('login.failed'));
    }
  });
  const emailError = errors.email?.message
    ? errors.email.type === 'server'
      ? errors.email.message
      : ta(errors.email.message as 'validation.required')
    : undefined;

  return (
    <section className="card form waitlist" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {brand.signup_status === 'CLOSED'
          ? t('waitlist.closedTitle', { brand: brand.name })
          : t('waitlist.fullTitle', { brand: brand.name })}
      </h2>
      {joined ? (
        <p role="status">{t('waitlist.joined', { email: joined })}</p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p className="muted small">{t('waitlist.intro')}</p>
          <Field
            label={t('waitlist.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={emailError}
            {...form.register('email')}
          />
          {failure ? (
            <p className="field-error" role="alert">
              {failure}
            </p>
          ) : null}
          <button type="submit" className="button button-secondary" disabled={isSubmitting}>
            {t('waitlist.join')}
          </button>
        </form>
      )}
    </section>
  );
}
