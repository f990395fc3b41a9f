import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LINKS } from '../loginForms';

export function MagicLinkSentScreen({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <div className="screen auth-screen">
      <header className="screen-header">
        <h1>{t('magicLink.title')}</h1>
      </header>
      <section className="card">
        <p>{t('magicLink.message')}</p>
        <p>
          <strong>{email}</strong>
        </p>
        <Link to="/login">{t('magicLink.changeEmail')}</Link>
      </section>
      <a className="small" href={LINKS.loginHelp} target="_blank" rel="noreferrer">
        {t('magicLink.trouble')}
      </a>
    </div>
  );
}
