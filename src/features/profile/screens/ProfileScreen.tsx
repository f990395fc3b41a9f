import { useTranslation } from 'react-i18next';
import type { Language } from '../../../core/language';
import { PluginSlot } from '../../../ui/PluginSlot';
import { ResetAppButton } from '../../../ui/ResetAppButton';
import { Link, useNavigate } from '@tanstack/react-router';
import { useProjection, useServices, useSession } from '../../../ui/services';
import { planningProfileProjection } from '../planningProfile';
import { dayPlanOn, weeklyPlanOf } from '../weeklyPlan';
import { lightFormat } from 'date-fns';
import { saveAccountLanguage } from '../accountLanguage';
import { profileSections } from '../slots';
import { DeleteAccountButton } from './DeleteAccountButton';
import { RecipePreferences } from './RecipePreferences';
import { ProfileFoot } from './ProfileFoot';
import { RecipeUnitsSetting } from './RecipeUnitsSetting';
import { UnitsSetting } from './UnitsSetting';
import { ProfileExtras } from '../../shell/ProfileExtras';
import { managesSubscription } from '../../billing/billingScreen';
import { ManageSubscriptionButton } from '../../billing/screens/ManageSubscriptionButton';

export function ProfileScreen() {
  const { t, i18n } = useTranslation('common');
  const { t: ta } = useTranslation('auth');
  const app = useServices();
  const session = useSession();
  const { user } = session;

  // The account keeps the choice too, so sign-in mail follows it; a choice the server missed (offline) is sent again here.
  const changeLanguage = async (language: Language) => {
    await app.setLanguage(language);
    await saveAccountLanguage(app.api, localStorage, language);
  };

  return (
    <div className="screen profile">
      <header className="screen-header">
        <h1>{t('profile.title')}</h1>
        <p className="muted">
          {`${user.first_name} ${user.last_name}`.trim()} · {user.email}
        </p>
      </header>

      <section className="card form">
        {session.languages.length < 2 ? null : (
          <div className="field">
            <label htmlFor="language">{t('profile.language')}</label>
            <select
              id="language"
              value={i18n.language}
              onChange={(e) => void changeLanguage(e.target.value as Language)}
            >
              {session.languages.map((language) => (
                <option key={language} value={language} lang={language}>
                  {t(`profile.languages.${language}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <UnitsSetting />
        {user.organisation.recipe_system_type === 'COMPLEX' ? <RecipeUnitsSetting /> : null}
        {user.is_coach ? (
          <label className="switch">
            <input
              type="checkbox"
              checked={session.coachMode}
              onChange={(e) => session.setCoachMode(e.target.checked)}
            />
            <span>{t('profile.coachMode')}</span>
          </label>
        ) : null}
      </section>

      <PluginSlot slot={profileSections} props={{}} />

      {user.is_platform_admin || user.is_coach ? (
        <section className="card" aria-labelledby="administration">
          <h2 id="administration">{t('profile.administration')}</h2>
          <ul className="link-list">
            {user.is_platform_admin ? (
              <li>
                <Link to="/admin/organisations">{t('profile.organisations')}</Link>
              </li>
            ) : null}
            {user.is_coach ? (
              <li>
                <Link to="/organisation/features">{t('profile.organisationFeatures')}</Link>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}

      {user.is_diy && !user.is_coach && user.organisation.recipe_system_type === 'COMPLEX' ? (
        <NutritionPlanSection />
      ) : null}

      {user.organisation.recipe_system_type === 'COMPLEX' ? <RecipePreferences /> : null}

      <ProfileExtras />
      <section className="card" aria-labelledby="about">
        <h2 id="about">{t('profile.about')}</h2>
        <h3>{t('profile.attributions.dataTitle')}</h3>
        <ul className="attributions small">
          {(['usda', 'off', 'tandoor', 'fdc', 'recipes', 'estimated'] as const).map((key) => (
            <li key={key}>{t(`profile.attributions.${key}`)}</li>
          ))}
        </ul>
      </section>

      {managesSubscription(user) ? (
        <section className="card">
          <ManageSubscriptionButton label={t('profile.manageSubscription')} />
        </section>
      ) : null}

      <section className="card">
        {/* Logout erases the device's log: changes not yet on the server are sent first, or named before they are lost. */}
        <ResetAppButton
          texts={{
            resetApp: ta('logout'),
            title: t('reset.title'),
            lost: (count) => (count === null ? t('reset.lostUnknown') : t('reset.logoutLost', { count })),
            confirm: t('reset.logoutConfirm'),
            cancel: t('reset.cancel'),
          }}
          prepare={() => sendWaitingChanges(session.sync)}
          reset={() => app.signOut(session)}
        />
      </section>

      <section className="card" aria-labelledby="delete-account">
        <h2 id="delete-account">{t('profile.delete.heading')}</h2>
        <p className="muted small">{t('profile.delete.explain')}</p>
        <DeleteAccountButton />
      </section>

      <ProfileFoot />
    </div>
  );
}

/** Gives sync a few seconds to send what waits, so a logout online rarely has anything to lose. */
const sendWaitingChanges = (sync: { syncNow(): Promise<void> }) =>
  Promise.race([sync.syncNow(), new Promise<void>((resolve) => setTimeout(resolve, 5_000))]);

/**
 * Today's targets (the day plan of today's weekday, by name when the week has several), and for a
 * self-service person the way to redo the nutrition planning; a coach's client is told their
 * coach keeps the plan, so a redo never replaces what the coach built.
 */
function NutritionPlanSection() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { user } = useSession();
  const profile = useProjection(planningProfileProjection);
  const week = weeklyPlanOf(profile);
  if (!profile.nutrition && !week) return null;
  const today = dayPlanOn(profile, lightFormat(new Date(), 'yyyy-MM-dd'));
  const several = week !== null && new Set(Object.values(week.days)).size > 1;
  return (
    <section className="card form" aria-labelledby="nutrition-plan">
      <h2 id="nutrition-plan">{t('profile.plan.title')}</h2>
      <p className="muted">
        {today
          ? several
            ? t('profile.plan.todayTargets', { ...today.day, name: today.dayPlan.name })
            : t('profile.plan.targets', today.day)
          : t('profile.plan.noneToday')}
      </p>
      {user.is_diy ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void navigate({ to: '/onboarding', search: { redo: true } })}
        >
          {t('profile.plan.redo')}
        </button>
      ) : (
        <p className="muted small">{t('profile.plan.byCoach')}</p>
      )}
    </section>
  );
}
