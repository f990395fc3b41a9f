import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureDefinition } from '../core/feature';
import { Icon } from '../ui/icons';
import { useOptionalSession, useSession } from '../ui/services';
import { AlertHost } from './AlertHost';
import { textOf, type TextLoader } from './i18n';
import { PageAnnouncer } from './PageAnnouncer';
import { SyncIndicator } from './SyncIndicator';
import { declaredTabs, shownTabs } from './tabs';
import { UpdatePrompt } from './UpdatePrompt';

/** Bottom tabs on phones (900 px wide or less), a side navigation on wider screens; the features declare the tabs. */
export function AppLayout({ features, texts }: { features: readonly FeatureDefinition[]; texts: TextLoader }) {
  const { t, i18n } = useTranslation('common');
  const session = useOptionalSession();
  const declared = declaredTabs(features);
  // A bare screen (the onboarding, the only screen until it is done) has no tabs to leave it by.
  const bare = useRouterState({ select: (state) => state.matches.some((match) => match.staticData.bare) });
  const tabs = session && !bare ? shownTabs(session.navigation.tabs, declared) : [];
  useTabTexts(features, tabs.map((tab) => tab.id).join(' '), texts);
  return (
    <div className="app">
      <PageAnnouncer />
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      {tabs.length > 0 ? (
        <nav className="tabs" aria-label={t('nav.main')}>
          {/* The organisation's logo stands for the app when it has one (its brand, 1-shell.txt). */}
          {session?.user.organisation.logo && session.user.organisation.logo_visible ? (
            <img
              className="brand"
              src={session.user.organisation.logo}
              alt={session.user.organisation.name}
              style={{ maxHeight: 72, maxWidth: '100%', objectFit: 'contain', objectPosition: 'left' }}
            />
          ) : (
            <span className="brand" aria-hidden="true">
              {t('appName')}
            </span>
          )}
          <ul>
            {tabs.map((tab) => (
              <li key={tab.id}>
                <Link to={tab.path} className="tab" activeProps={{ className: 'tab active', 'aria-current': 'page' }}>
                  <Icon d={tab.icon} />
                  <span>{textOf(i18n, tab.label)}</span>
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

/**
 * A tab's label may live in its feature's own namespace: the namespaces the shown tabs' labels
 * name load with the bar. A label in 'common' (every tab's today) loads nothing more, so the
 * first screen does not fetch the texts of every other tab's screens.
 */
function useTabTexts(features: readonly FeatureDefinition[], shown: string, texts: TextLoader) {
  const [, setLoaded] = useState(0);
  useEffect(() => {
    const ids = shown.split(' ');
    const wanted = features.flatMap((f) =>
      f.tab && f.texts && ids.includes(f.tab.id) && f.tab.label.startsWith(`${f.texts.namespace}:`) ? [f.texts] : [],
    );
    if (wanted.length === 0) return;
    let current = true;
    void Promise.all(wanted.map((namespace) => texts.add(namespace))).then(() => current && setLoaded((n) => n + 1));
    return () => {
      current = false;
    };
  }, [features, shown, texts]);
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
