import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AlertHost } from './AlertHost';
import { TabIcon } from './icons';
import { SyncIndicator } from './SyncIndicator';
import { UpdatePrompt } from './UpdatePrompt';
import { useOptionalSession, useSession } from './services';
import { TAB_PATHS, isBuiltTab } from './tabs';

/** Bottom tabs on phones (900 px wide or less), a side navigation on wider screens. */
export function AppLayout() {
  const { t } = useTranslation('common');
  const session = useOptionalSession();
  // The onboarding is the only screen until it is done (1-shell.txt section 2): no tabs to leave it by.
  const onboarding = useRouterState({ select: (state) => state.location.pathname.startsWith('/onboarding') });
  const tabs = session && !onboarding ? session.navigation.tabs.filter(isBuiltTab) : [];
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      {tabs.length > 0 ? (
      <nav className="tabs" aria-label={t('nav.main')}>
        <span className="brand" aria-hidden="true">
          {t('appName')}
        </span>
        <ul>
          {tabs.map((tab) => (
            <li key={tab}>
              <Link to={TAB_PATHS[tab]} className="tab" activeProps={{ className: 'tab active', 'aria-current': 'page' }}>
                <TabIcon tab={tab} />
                <span>{t(`tabs.${tab}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
        {session ? <SyncIndicator engine={session.sync} /> : null}
      </nav>
      ) : null}
      <main id="main" tabIndex={-1} className={tabs.length > 0 ? undefined : 'no-tabs'}>
        {session ? (
          <div className="mobile-sync">
            <SyncIndicator engine={session.sync} />
          </div>
        ) : null}
        {session?.viewing ? <ViewAsBanner /> : null}
        <Outlet />
      </main>
      <AlertHost />
      <UpdatePrompt />
    </div>
  );
}

/** View-as mode (3-daily-use.txt section 2): whose plan this is, and the way back to the coach's own app. */
function ViewAsBanner() {
  const { t } = useTranslation('common');
  const session = useSession();
  const navigate = useNavigate();
  const client = session.viewing!;
  return (
    <div className="view-as-banner" role="region" aria-label={t('viewAs.banner', { name: client.name })}>
      <p>{t('viewAs.banner', { name: client.name })}</p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => {
          session.viewAs(null);
          void navigate({ to: '/clients/$clientId', params: { clientId: client.id } });
        }}
      >
        {t('viewAs.back')}
      </button>
    </div>
  );
}
