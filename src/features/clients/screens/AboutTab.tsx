import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { clientName, type Client } from '../../../core/api/clients';
import { intakeApi, type StoredIntake } from '../../../core/api/intake';
import { kgToLb, roundTo } from '../../../core/nutrition/units';
import { useServices, useSession } from '../../../ui/services';
import { clientProfileKey, useExerciseTemplates } from '../../intake/queries';
import { useClientsText } from './useClientsText';
import { numberFormat } from '../../../ui/numberFormat';

/**
 * Who the client is (1-shell.txt section 2, client info's about tab): name, address and the profile
 * the plan is computed from, the weight in the coach's units, with the way into the profile form.
 */
export function AboutTab({ client }: { client: Client }) {
  const { t } = useClientsText();
  const { api } = useServices();
  const profile = useQuery({
    queryKey: clientProfileKey(client.id),
    queryFn: ({ signal }) => api.call('clientProfile', intakeApi.readProfile, { params: { id: client.id }, signal }),
    meta: { silent: true },
  });
  const edit = (
    <Link to="/clients/$clientId/profile" params={{ clientId: client.id }} className="button button-primary">
      {t('about.edit')}
    </Link>
  );
  return (
    <>
      <section className="card" aria-labelledby="about-account">
        <h2 id="about-account">{t('about.account')}</h2>
        <dl className="facts">
          <dt>{t('about.name')}</dt>
          <dd>{clientName(client)}</dd>
          <dt>{t('info.email')}</dt>
          <dd>{client.email}</dd>
          <dt>{t('info.status')}</dt>
          <dd>{t(client.account_enabled ? 'info.active' : 'info.deactivated')}</dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="about-profile">
        <h2 id="about-profile">{t('about.profile')}</h2>
        {profile.isPending ? <p className="muted">{t('about.loading')}</p> : null}
        {profile.isError ? <p role="alert">{t('about.loadFailed')}</p> : null}
        {profile.data?.intake === null ? <p className="muted">{t('about.noProfile')}</p> : null}
        {profile.data?.intake ? <ProfileFacts intake={profile.data.intake} /> : null}
        <div className="panel-actions">{edit}</div>
      </section>
    </>
  );
}

function ProfileFacts({ intake }: { intake: StoredIntake }) {
  const { t, i18n } = useClientsText();
  const { user } = useSession();
  const templates = useExerciseTemplates();
  const number = (value: number, digits = 1) =>
    numberFormat(i18n.language, { maximumFractionDigits: digits }).format(value);
  const weight = user.uses_imperial_measurements
    ? t('about.pounds', { value: number(roundTo(kgToLb(intake.weightKg), 1)) })
    : t('about.kilograms', { value: number(intake.weightKg) });
  const exerciseName = (id: number) => templates.data?.find((template) => template.id === id)?.name ?? '…';
  return (
    <dl className="facts">
      <dt>{t('about.gender')}</dt>
      <dd>{t(`about.genders.${intake.sex}`)}</dd>
      <dt>{t('about.age')}</dt>
      <dd>{t('about.years', { count: intake.age })}</dd>
      <dt>{t('about.weight')}</dt>
      <dd>{weight}</dd>
      <dt>{t('about.bodyFat')}</dt>
      <dd>
        {intake.bodyFat === null ? t('about.unknown') : t('about.percent', { value: number(intake.bodyFat * 100) })}
      </dd>
      <dt>{t('about.goal')}</dt>
      <dd>{t(`about.goals.${intake.goal}`)}</dd>
      <dt>{t('about.diet')}</dt>
      <dd>{t(`about.diets.${intake.diet}`)}</dd>
      <dt>{t('about.activity')}</dt>
      <dd>{t(`about.activities.${intake.activity}`)}</dd>
      <dt>{t('about.intolerances')}</dt>
      <dd>
        {intake.intolerances.length
          ? intake.intolerances.map((name) => t(`about.intoleranceNames.${name}`)).join(', ')
          : t('about.none')}
      </dd>
      <dt>{t('about.exercises')}</dt>
      <dd>
        {intake.exercises.length ? (
          <ul className="plain-list">
            {intake.exercises.map((exercise, i) => (
              <li key={i}>
                {t('about.exercise', {
                  name: exerciseName(exercise.templateId),
                  minutes: exercise.minutesPerSession,
                  count: exercise.sessionsPerWeek,
                })}
              </li>
            ))}
          </ul>
        ) : (
          t('about.none')
        )}
      </dd>
    </dl>
  );
}
