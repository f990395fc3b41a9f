import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceFacts, installGuideFor } from './installGuide';
import { useInstallPrompt } from './useInstallPrompt';
import '../shell.css';

const STEPS = ['1', '2', '3'] as const;

/** 'Install the app': the browser's own prompt where it has one, and the steps for Safari on iOS or for other browsers. */
export function InstallScreen() {
  const { t } = useTranslation('shell');
  const [guide] = useState(() => installGuideFor(deviceFacts()));
  const prompt = useInstallPrompt();
  const installed = guide === 'installed' || prompt.installed;

  return (
    <div className="screen install-screen">
      <header className="screen-header">
        <img className="app-logo" src="/icons/icon-192.png" alt="" width={56} height={56} />
        <h1>{t('install.title')}</h1>
        <p className="muted">{t('install.intro')}</p>
      </header>
      {installed ? (
        <p className="card" role="status">
          {guide === 'installed' ? t('install.standalone') : t('install.installed')}
        </p>
      ) : (
        <>
          {prompt.available ? (
            <button type="button" className="button button-primary" onClick={() => void prompt.install()}>
              {t('install.installButton')}
            </button>
          ) : null}
          <section className="card" aria-labelledby="install-steps">
            <h2 id="install-steps">{guide === 'ios' ? t('install.iosTitle') : t('install.otherTitle')}</h2>
            <ol className="install-steps">
              {STEPS.map((step) => (
                <li key={step}>{guide === 'ios' ? t(`install.iosSteps.${step}`) : t(`install.otherSteps.${step}`)}</li>
              ))}
            </ol>
          </section>
        </>
      )}
      <Link to="/" className="button button-secondary">
        {t('install.back')}
      </Link>
    </div>
  );
}
