import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { codeFormSchema } from '../loginSchemas';
import { lazyZodResolver } from '../../../ui/lazyZodResolver';
import { authContracts } from '../authContracts';
import { Field } from '../../../ui/components/Field';
import { useServices } from '../../../ui/services';
import { SupportLauncher } from '../../shell/support/SupportLauncher';
import { rememberWelcomeSeen } from '../../shell/preLogin/preLoginStorage';
import { LINKS, RESEND_MIN_SPINNER_MS } from '../loginForms';
import { usePortalBrand } from '../portalBrand';
import { signInLimitOf, type SignInLimit } from '../signInLimit';

/** After a resend: sent, or refused by a limit, which the screen then says instead. */
type ResendState = 'idle' | 'sending' | 'sent' | SignInLimit;

/**
 * The 4-digit code for `email`. After sign-in the app goes home, unless the caller stays where it is
 * (`onSignedIn`, the sign-up in the middle of the onboarding) and offers its own way back (`onBack`).
 */
export function EnterCodeScreen({
  email,
  onSignedIn,
  onBack,
}: {
  email: string;
  onSignedIn?: () => void;
  onBack?: () => void;
}) {
  const { t } = useTranslation('auth');
  const { api, auth } = useServices();
  const navigate = useNavigate();
  const [invalid, setInvalid] = useState(false);
  const [paused, setPaused] = useState<SignInLimit | undefined>();
  const [resend, setResend] = useState<ResendState>('idle');
  const [resentOnce, setResentOnce] = useState(false);
  const { brand } = usePortalBrand();
  const form = useForm<z.input<typeof codeFormSchema>, unknown, z.output<typeof codeFormSchema>>({
    resolver: lazyZodResolver(() => import('../loginSchemas').then((m) => m.codeFormSchema)),
    mode: 'onChange',
    defaultValues: { otp: '' },
  });
  const { errors, isDirty, isValid, isSubmitting } = form.formState;
  const otpField = form.register('otp', {
    onChange: () => {
      setInvalid(false);
      setPaused(undefined);
    },
  });

  const submit = form.handleSubmit(async ({ otp }) => {
    try {
      const { auth_token } = await api.call('verifyOTP', (await authContracts()).verifyOTP, { body: { email, otp } });
      auth.signIn(auth_token);
      rememberWelcomeSeen();
      if (onSignedIn) onSignedIn();
      else await navigate({ to: '/' });
    } catch (error) {
      console.warn('code verification failed', error);
      const limit = signInLimitOf(error, 'codesPaused');
      if (limit) setPaused(limit);
      else setInvalid(true);
    }
  });

  const resendCode = async () => {
    setResend('sending');
    const started = Date.now();
    const limit = await api.call('resendOTP', (await authContracts()).resendOTP, { body: { email } }).then(
      () => undefined,
      (error: unknown) => signInLimitOf(error, 'mails'),
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, RESEND_MIN_SPINNER_MS - (Date.now() - started))));
    setResend(limit ?? 'sent');
    setResentOnce(true);
  };

  return (
    <div className="screen auth-screen">
      {onBack ? (
        <button type="button" className="button button-link back-link" onClick={onBack}>
          ← {t('code.back')}
        </button>
      ) : (
        <Link to="/login" className="button button-link back-link">
          ← {t('code.back')}
        </Link>
      )}
      <header className="screen-header">
        <h1>{t('code.title')}</h1>
        <p className="muted">{t('code.subtitle', { email })}</p>
      </header>
      <form className="card form" onSubmit={submit} noValidate>
        <Field
          label={t('code.label')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          pattern="\d{4}"
          autoFocus
          className="code-input"
          error={
            paused
              ? t(paused.key, { minutes: paused.minutes })
              : invalid
                ? t('code.invalid')
                : errors.otp?.message
                  ? t(errors.otp.message as 'validation.code')
                  : undefined
          }
          {...otpField}
        />
        <button type="submit" className="button button-primary" disabled={!isDirty || !isValid || isSubmitting}>
          {t('code.submit')}
        </button>
      </form>
      <div className="resend" aria-live="polite">
        {resend === 'sending' ? (
          <p className="muted small" role="status">
            <span className="spinner" aria-hidden="true" /> {t('code.resending')}
          </p>
        ) : (
          <button type="button" className="button button-link" onClick={() => void resendCode()}>
            {t('code.resend')}
          </button>
        )}
        {resend === 'sent' ? <p className="small">{t('code.resent')}</p> : null}
        {typeof resend === 'object' ? (
          <p className="small field-error" role="alert">
            {t(resend.key, { minutes: resend.minutes })}
          </p>
        ) : null}
        {resentOnce ? (
          <a className="small" href={LINKS.codeHelp} target="_blank" rel="noreferrer">
            {t('code.help')}
          </a>
        ) : null}
      </div>
      <SupportLauncher screen="code" organisation={brand} />
    </div>
  );
}
