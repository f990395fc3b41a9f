import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ApiError, callFailureOf } from '../../../core/apiError';
import { clientName, clientsApi } from '../../../core/api/clients';
import { intakeApi, type ClientIntake } from '../../../core/api/intake';
import type { ScreenProps } from '../../../ui/route';
import { useServices, useSession } from '../../../ui/services';
import { profileFormValuesOf } from '../profileForm';
import { clientProfileKey, useExerciseTemplates } from '../queries';
import type { IntakeParams } from '../search';
import { fieldMessagesOf, type FieldMessage } from '../serverErrors';
import { ProfileForm } from './ProfileForm';
import { useIntakeText } from './useIntakeText';
import './intake.css';

const notFound = (count: number, error: Error) => !(error instanceof ApiError && error.status === 404) && count < 1;

/**
 * A client's profile as their coach edits it (2-onboarding.txt, coach profile editing): the form
 * opens on the client's last profile, read from their stream by the server; saving adds a new
 * profile to the client's stream and returns to the client's about tab, as closing does.
 */
export function ClientProfileScreen({ clientId }: { clientId: number }) {
  const { t } = useIntakeText();
  const { api, alerts } = useServices();
  const session = useSession();
  const units = session.user.uses_imperial_measurements ? 'IMPERIAL' : 'METRIC';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const client = useQuery({
    queryKey: ['client', clientId],
    queryFn: ({ signal }) => api.call('client', clientsApi.read, { params: { id: clientId }, signal }),
    retry: notFound,
    meta: { silent: true },
  });
  const profile = useQuery({
    queryKey: clientProfileKey(clientId),
    queryFn: ({ signal }) => api.call('clientProfile', intakeApi.readProfile, { params: { id: clientId }, signal }),
    retry: notFound,
    meta: { silent: true },
  });
  // The form opens once the templates are there, so that each exercise shows its own.
  const templates = useExerciseTemplates();
  const save = useMutation({
    mutationFn: (intake: ClientIntake) =>
      api.call('saveClientProfile', intakeApi.saveProfile, { params: { id: clientId }, body: intake }),
    meta: { silent: true },
  });
  // Back to client info's about tab, where the profile is shown and the way here is.
  const back = { to: '/clients/$clientId', params: { clientId }, search: { tab: 'about' } } as const;
  const close = (
    <Link {...back} className="button button-secondary">
      {t('edit.close')}
    </Link>
  );

  if (client.isPending || profile.isPending || templates.isPending)
    return (
      <div className="screen intake-screen" aria-busy="true">
        <p className="muted">{t('edit.loading')}</p>
      </div>
    );
  if (client.isError || profile.isError)
    return (
      <div className="screen intake-screen">
        <h1>{t('edit.notFound')}</h1>
        <div>{close}</div>
      </div>
    );

  const name = clientName(client.data);
  const submit = async (intake: ClientIntake): Promise<readonly FieldMessage[]> => {
    try {
      const saved = await save.mutateAsync(intake);
      queryClient.setQueryData(clientProfileKey(clientId), saved);
      alerts.notify({ text: t('edit.saved', { name }) });
      void navigate(back);
      return [];
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const messages = fieldMessagesOf(error.body).filter((m) => m.step === 2);
        if (messages.length) return messages;
      }
      alerts.report(callFailureOf(error));
      return [];
    }
  };

  return (
    <div className="screen intake-screen">
      <header className="screen-header">
        <h1>{t('edit.heading', { name })}</h1>
        {profile.data.intake ? null : <p className="muted">{t('edit.noProfile', { name })}</p>}
      </header>
      <section className="card">
        <ProfileForm
          units={units}
          defaultValues={profileFormValuesOf(profile.data.intake, units)}
          submitLabel={t('edit.save')}
          requireChange
          onSubmit={submit}
          actions={close}
        />
      </section>
    </div>
  );
}

/** The screen as its route shows it. */
export const ClientProfileRoute = ({ params }: ScreenProps<undefined, IntakeParams>) => (
  <ClientProfileScreen clientId={params.clientId} />
);
