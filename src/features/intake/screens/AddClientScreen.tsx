import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { ApiError, callFailureOf } from '../../../core/apiError';
import { clientName } from '../../../core/api/clients';
import { intakeApi, type AddClientBody, type ClientIntake } from '../../../core/api/intake';
import { Field } from '../../../ui/components/Field';
import { useServices, useSession } from '../../../ui/services';
import { basicInfoSchema, type BasicInfo, type BasicInfoInput } from '../basicInfoForm';
import { EMPTY_PROFILE_FORM } from '../profileForm';
import { fieldMessagesOf, type FieldMessage } from '../serverErrors';
import { ProfileForm } from './ProfileForm';
import { useIntakeText } from './useIntakeText';
import './intake.css';

const FIRST_PAGE = { filter: 'ACTIVE_CLIENTS', page: 1, search: '' } as const;

/**
 * Adding a client (1-shell.txt: add client): step 1 the basic info, step 2 the profile form; then
 * the server makes the account with its first profile and mails the client a sign-in link, and the
 * clients list opens on page 1. Both steps stay mounted, so going back keeps what was typed; a
 * server message on a field of step 1 (an address that has an account) brings step 1 back.
 */
export function AddClientScreen() {
  const { t } = useIntakeText();
  const { api, alerts } = useServices();
  const session = useSession();
  const units = session.user.uses_imperial_measurements ? 'IMPERIAL' : 'METRIC';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [formError, setFormError] = useState<string | null>(null);
  const basicHeading = useRef<HTMLHeadingElement>(null);
  const profileHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const basic = useForm<BasicInfoInput, unknown, BasicInfo>({
    resolver: zodResolver(basicInfoSchema),
    mode: 'onChange',
    defaultValues: { firstName: '', lastName: '', email: '' },
  });
  const add = useMutation({
    mutationFn: (body: AddClientBody) => api.call('addClient', intakeApi.addClient, { body }),
    meta: { silent: true },
  });

  // A new step announces itself: focus goes to its heading (not on the first render).
  useEffect(() => {
    if (moved.current) (step === 1 ? basicHeading : profileHeading).current?.focus();
    moved.current = true;
  }, [step]);

  const message = (error: FieldError | undefined) =>
    error?.message ? (error.type === 'server' ? error.message : t(error.message as 'errors.required')) : undefined;
  const { errors, isValid, isDirty } = basic.formState;

  const create = async (intake: ClientIntake): Promise<readonly FieldMessage[]> => {
    setFormError(null);
    const info = basicInfoSchema.parse(basic.getValues());
    try {
      const client = await add.mutateAsync({
        first_name: info.firstName,
        last_name: info.lastName,
        email: info.email,
        intake,
      });
      await queryClient.invalidateQueries({ queryKey: ['clients'] });
      alerts.notify({ text: t('add.done', { name: clientName(client) }) });
      void navigate({ to: '/clients', search: FIRST_PAGE });
      return [];
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) {
        alerts.report(callFailureOf(error));
        return [];
      }
      const messages = fieldMessagesOf(error.body);
      const onBasic = messages.filter((m) => m.step === 1);
      for (const m of onBasic) basic.setError(m.field as keyof BasicInfoInput, { type: 'server', message: m.message });
      if (onBasic.length) setStep(1);
      else if (!messages.some((m) => m.step === 2))
        setFormError(messages.find((m) => m.step === null)?.message ?? t('errors.failed'));
      return messages.filter((m) => m.step === 2);
    }
  };

  return (
    <div className="screen intake-screen">
      <Link to="/clients" search={FIRST_PAGE} className="button button-link back-link">
        ‹ {t('add.cancel')}
      </Link>
      <header className="screen-header">
        <h1>{t('add.title')}</h1>
        <p className="muted">{t('add.stepOf', { step })}</p>
      </header>
      {formError ? (
        <p className="field-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div hidden={step !== 1}>
        <section className="card" aria-labelledby="add-client-step-1">
          <h2 id="add-client-step-1" ref={basicHeading} tabIndex={-1}>
            {t('add.basicInfo')}
          </h2>
          <form onSubmit={basic.handleSubmit(() => setStep(2))} noValidate className="form">
            <div className="intake-row">
              <Field
                label={t('add.firstName')}
                autoComplete="off"
                maxLength={100}
                required
                error={message(errors.firstName)}
                {...basic.register('firstName')}
              />
              <Field
                label={t('add.lastName')}
                autoComplete="off"
                maxLength={100}
                required
                error={message(errors.lastName)}
                {...basic.register('lastName')}
              />
            </div>
            <Field
              label={t('add.email')}
              type="email"
              autoComplete="off"
              maxLength={254}
              required
              error={message(errors.email)}
              {...basic.register('email')}
            />
            <p className="muted small">{t('add.emailHint')}</p>
            <div className="intake-actions">
              <button type="submit" className="button button-primary" disabled={!isDirty || !isValid}>
                {t('add.next')}
              </button>
            </div>
          </form>
        </section>
      </div>
      <div hidden={step !== 2}>
        <section className="card" aria-labelledby="add-client-step-2">
          <h2 id="add-client-step-2" ref={profileHeading} tabIndex={-1}>
            {t('add.profile')}
          </h2>
          <ProfileForm
            units={units}
            defaultValues={EMPTY_PROFILE_FORM}
            submitLabel={t('add.submit')}
            requireChange={false}
            onSubmit={create}
            actions={
              <button type="button" className="button button-secondary" onClick={() => setStep(1)}>
                {t('add.back')}
              </button>
            }
          />
        </section>
      </div>
    </div>
  );
}

/** The screen as its route shows it. */
export const AddClientRoute = () => <AddClientScreen />;
