import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { billingApi, COACH_TRIAL_DAYS } from '../../../core/api/billing';
import { callFailureOf } from '../../../core/apiError';
import type { Language } from '../../../core/language';
import { Field } from '../../../ui/components/Field';
import type { ScreenProps } from '../../../ui/route';
import { useServices } from '../../../ui/services';
import { trialFieldErrors, trialFormSchema, type TrialForm } from '../trialForm';
import type { trialSearch } from '../trialSearch';
import '../billing.css';

/**
 * A coach starts the 14-day trial (1-shell.txt section 1): who they are and their practice's name,
 * then the provider's checkout (or, with the manual provider, the trial at once). A referral link
 * brings the referring coach's code along.
 */
export function TrialSignupScreen({ search }: ScreenProps<z.output<typeof trialSearch>>) {
  const { t, i18n } = useTranslation('billing');
  const { api } = useServices();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TrialForm, unknown, z.output<typeof trialFormSchema>>({
    resolver: zodResolver(trialFormSchema),
    defaultValues: { first_name: '', last_name: '', email: '', organisation_name: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (error: { message?: string } | undefined) =>
    error?.message ? t(`trial.errors.${error.message as 'required'}`) : undefined;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { url } = await api.call('coachTrial', billingApi.trial, {
        body: { ...values, locale: i18n.language as Language, ...(search.ref ? { referral: search.ref } : {}) },
      });
      if (url.startsWith('/')) await navigate({ to: url });
      else window.location.assign(url);
    } catch (error) {
      const failed = callFailureOf(error);
      if (failed.status === 400) {
        const problems = trialFieldErrors(failed.body);
        for (const problem of problems)
          if (problem.field) form.setError(problem.field, { type: 'server', message: problem.key });
        if (problems.some((p) => p.field === null) || problems.length === 0) setFailure(t('trial.errors.invalid'));
        return;
      }
      setFailure(t(failed.status === 0 ? 'trial.offline' : failed.status === 429 ? 'trial.tooMany' : 'trial.failed'));
    }
  });

  return (
    <div className="screen billing trial">
      <header className="screen-header">
        <h1>{t('trial.title')}</h1>
        <p className="muted">{t('trial.subtitle', { days: COACH_TRIAL_DAYS })}</p>
      </header>
      <form className="card form" onSubmit={submit} noValidate>
        <Field
          label={t('trial.firstName')}
          autoComplete="given-name"
          error={message(errors.first_name)}
          {...form.register('first_name')}
        />
        <Field
          label={t('trial.lastName')}
          autoComplete="family-name"
          error={message(errors.last_name)}
          {...form.register('last_name')}
        />
        <Field
          label={t('trial.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={message(errors.email)}
          {...form.register('email')}
        />
        <Field
          label={t('trial.organisation')}
          autoComplete="organization"
          error={message(errors.organisation_name)}
          {...form.register('organisation_name')}
        />
        {search.ref ? <p className="muted small">{t('trial.referred')}</p> : null}
        {failure ? (
          <p className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={isSubmitting}>
          {t('trial.start')}
        </button>
        <p className="muted small">{t('trial.afterwards')}</p>
      </form>
      <p className="trial-login">
        <Link to="/login">{t('trial.haveAccount')}</Link>
      </p>
    </div>
  );
}
