import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { authApi } from '../../../core/api/auth';
import { Field } from '../../../ui/components/Field';
import { useServices } from '../../../ui/services';
import { EnterCodeScreen } from '../../auth/screens/EnterCodeScreen';
import { MagicLinkSentScreen } from '../../auth/screens/MagicLinkSentScreen';
import { LINKS } from '../../auth/loginForms';
import { portalSubdomain } from '../../auth/navigationInput';
import { signInLimitOf } from '../../auth/signInLimit';
import { registrationForm } from '../forms';
import { NextButton, StepError, StepForm, useErrorText, type StepProps } from './StepFrame';
import { showServerFieldErrors } from '../../../ui/serverFieldErrors';

/**
 * A visitor without an account signs up here, before seeing their plan: the organisation of the
 * portal they are on (or the app's sign-up organisation) creates the account and mails a code.
 * Once signed in the flow goes on with the answers kept on this device.
 */
export function RegisterStep({ back }: Pick<StepProps, 'back'>) {
  const { t } = useTranslation('onboarding');
  const { t: tAuth } = useTranslation('auth');
  const errorText = useErrorText();
  const { api } = useServices();
  const [sent, setSent] = useState<{ email: string; method: 'OTP' | 'MAGIC_LINK' } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof registrationForm>, unknown, z.output<typeof registrationForm>>({
    resolver: zodResolver(registrationForm),
    mode: 'onSubmit',
    defaultValues: { firstName: '', lastName: '', email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ firstName, lastName, email }) => {
    setFailure(null);
    try {
      const { authentication_method } = await api.call('createLoginSignupPortal', authApi.createLoginSignupPortal, {
        body: {
          email,
          organisation_subdomain: portalSubdomain(window.location.hostname) ?? SIGN_UP_SUBDOMAIN,
          registration: { first_name: firstName, last_name: lastName, accepted_terms: true },
        },
      });
      setSent({ email: email.toLowerCase(), method: authentication_method });
    } catch (error) {
      const limit = signInLimitOf(error, 'mails');
      if (limit) return setFailure(tAuth(limit.key, { minutes: limit.minutes }));
      const shown = showServerFieldErrors(form.setError, error, SERVER_FIELDS);
      if (!shown.atFields) setFailure(shown.message ?? t('full.register.failed'));
    }
  });

  if (sent?.method === 'OTP')
    return <EnterCodeScreen email={sent.email} onSignedIn={() => undefined} onBack={() => setSent(null)} />;
  if (sent) return <MagicLinkSentScreen email={sent.email} />;
  return (
    <StepForm onBack={back} onSubmit={submit}>
      <h1>{t('full.register.title')}</h1>
      <p className="muted">{t('full.register.subtitle')}</p>
      <Field
        label={t('full.register.firstName')}
        autoComplete="given-name"
        error={errorText(errors.firstName?.message)}
        {...form.register('firstName')}
      />
      <Field
        label={t('full.register.lastName')}
        autoComplete="family-name"
        error={errorText(errors.lastName?.message)}
        {...form.register('lastName')}
      />
      <Field
        label={t('full.register.email')}
        type="email"
        autoComplete="email"
        error={errorText(errors.email?.message)}
        {...form.register('email')}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          aria-describedby={errors.acceptedTerms ? 'terms-error' : undefined}
          {...form.register('acceptedTerms')}
        />
        <span>
          {t('full.register.terms')}{' '}
          <a href={LINKS.terms} target="_blank" rel="noreferrer">
            {t('full.register.termsLink')}
          </a>
        </span>
      </label>
      <StepError id="terms-error" message={errorText(errors.acceptedTerms?.message)} />
      <StepError message={failure} />
      <NextButton label={t('full.register.submit')} disabled={isSubmitting} />
    </StepForm>
  );
}

/** The server's names of the fields (its 400 answers), and this form's. */
const SERVER_FIELDS = {
  email: 'email',
  'registration.first_name': 'firstName',
  'registration.last_name': 'lastName',
  'registration.accepted_terms': 'acceptedTerms',
} as const;

/** Where a visitor signs up when the address names no portal (docs/decisions.md). */
const SIGN_UP_SUBDOMAIN = import.meta.env.VITE_SIGN_UP_ORGANISATION ?? 'demo';
