import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../ui/services';
import { SupportLauncher } from './support/SupportLauncher';
import { useShellTexts } from './useShellTexts';

/** The shell's part of My profile: the way to install the app, and the support button for whom it shows. */
export function ProfileExtras() {
  const { user } = useSession();
  const ready = useShellTexts();
  const { t } = useTranslation('shell');
  return (
    <>
      {ready ? (
        <section className="card" aria-labelledby="install-app">
          <h2 id="install-app">{t('install.title')}</h2>
          <p className="muted small">{t('install.intro')}</p>
          <Link to="/install">{t('install.installButton')}</Link>
        </section>
      ) : null}
      <SupportLauncher screen="profile" user={user} organisation={user.organisation} />
    </>
  );
}
