import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellTexts } from '../useShellTexts';

/** The PWA signup: a brand that asks for it invites a phone's browser to install the app first. */
export default function PwaSignupScreen({ brand, onContinue }: { brand: string | undefined; onContinue: () => void }) {
  const ready = useShellTexts();
  const { t } = useTranslation('shell');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready]);
  if (!ready) return null;
  return (
    <div className="screen auth-screen">
      <header className="screen-header">
        <img className="app-logo" src="/icons/icon-192.png" alt="" width={56} height={56} />
        <h1 ref={heading} tabIndex={-1}>
          {t('pwaSignup.title')}
        </h1>
        <p className="muted">{brand ? t('pwaSignup.intro', { brand }) : t('pwaSignup.introPlain')}</p>
      </header>
      <Link to="/install" className="button button-primary">
        {t('pwaSignup.install')}
      </Link>
      <button type="button" className="button button-secondary" onClick={onContinue}>
        {t('pwaSignup.continue')}
      </button>
    </div>
  );
}
