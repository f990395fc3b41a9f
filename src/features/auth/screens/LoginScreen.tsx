import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { loginFormSchema } from '../loginSchemas';
import { lazyZodResolver } from '../../../ui/lazyZodResolver';
import { authContracts } from '../authContracts';
import { takesWaitlist } from '../../../core/api/signupStatus';
import { ApiError } from '../../../core/apiError';
import { Field } from '../../../ui/components/Field';
import { showServerFieldErrors } from '../../../ui/serverFieldErrors';
import { useServices } from '../../../ui/services';
import { SupportLauncher } from '../../shell/support/SupportLauncher';
import { WaitlistLauncher } from '../../shell/waitlist/WaitlistLauncher';
import { LINKS } from '../loginForms';
import { usePortalBrand } from '../portalBrand';
import { signInLimitOf } from '../signInLimit';

export function LoginScreen() {
  const { t } = useTranslation('auth');
  const { api } = useServices();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { subdomain, brand } = usePortalBrand();
  const form = useForm<z.input<typeof loginFormSchema>, unknown, z.output<typeof loginFormSchema>>({
    resolver: lazyZodResolver(() => import('../loginSchemas').then((m) => m.loginFormSchema)),
    mode: 'onChange',
    defaultValues: { email: '' },
  });
  const { errors, isDirty, isValid, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const { authentication_method } = subdomain
        ? await api.call('createLoginSignupPortal', (await authContracts()).createLoginSignupPortal, {
            body: { email, organisation_subdomain: subdomain },
          })
        : await api.call('createMagicLink', (await authContracts()).createMagicLink, { body: { email } });
      await navigate({ to: authentication_method === 'OTP' ? '/login/code' : '/login/sent', search: { email } });
    } catch (error) {
      const limit = signInLimitOf(error, 'mails');
      if (limit) return setFailure(t(limit.key, { minutes: limit.minutes }));
      const serverMessage =
        error instanceof ApiError ? (error.body as { error?: unknown } | undefined)?.error : undefined;
      if (typeof serverMessage === 'string') return setFailure(serverMessage);
      // A field the server refused is said at the field (1-shell.txt section 8), else the login failure.
      const shown = showServerFieldErrors(form.setError, error, { email: 'email' });
      if (!shown.atFields) setFailure(shown.message ?? t('login.failed'));
    }
  });

  return (
    <div className="screen auth-screen">
      <header className="screen-header">
        <img className="app-logo" src="/icons/icon-192.png" alt="" width={56} height={56} />
        <h1>{t('login.title')}</h1>
        <p className="muted">{brand ? t('login.portalSubtitle', { brand: brand.name }) : t('login.subtitle')}</p>
      </header>
      <form className="card form" onSubmit={submit} noValidate>
        <Field
          label={t('login.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          error={
            errors.email?.message
              ? errors.email.type === 'server'
                ? errors.email.message
                : t(errors.email.message as 'validation.required')
              : undefined
          }
          {...form.register('email')}
        />
        {failure ? (
          <p className="field-error" role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={!isDirty || !isValid || isSubmitting}>
          {t('login.send')}
        </button>
      </form>
      {brand && takesWaitlist(brand) ? (
        <WaitlistLauncher brand={brand} />
      ) : (
        <p className="sign-up-link">
          {t('login.noAccount')} <Link to="/onboarding">{t('login.signUp')}</Link>
        </p>
      )}
      <p className="small links">
        <a href={LINKS.terms} target="_blank" rel="noreferrer">
          {t('login.terms')}
        </a>
        <a href={LINKS.privacy} target="_blank" rel="noreferrer">
          {t('login.privacy')}
        </a>
      </p>
      <SupportLauncher screen="login" organisation={brand} />
    </div>
  );
}
