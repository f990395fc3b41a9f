import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../core/language';
import { resetDevice } from '../../../ui/boot';
import { Dialog, DialogClose } from '../../../ui/components/Dialog';
import { storeLanguage } from '../../../ui/i18n';
import { useServices } from '../../../ui/services';

export function ProfileScreen() {
  const { t, i18n } = useTranslation('common');
  const services = useServices();
  const [confirmReset, setConfirmReset] = useState(false);
  const englishOnly = services.session.flags.FF_ENGLISH_LANGUAGE_ONLY;

  const changeLanguage = async (language: Language) => {
    storeLanguage(language);
    await i18n.changeLanguage(language);
  };

  return (
    <div className="screen profile">
      <header className="screen-header">
        <h1>{t('profile.title')}</h1>
      </header>

      {englishOnly ? null : (
        <section className="card">
          <div className="field">
            <label htmlFor="language">{t('profile.language')}</label>
            <select id="language" value={i18n.language} onChange={(e) => void changeLanguage(e.target.value as Language)}>
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {t(`profile.languages.${language}`)}
                </option>
              ))}
            </select>
          </div>
        </section>
      )}

      <section className="card" aria-labelledby="about">
        <h2 id="about">{t('profile.about')}</h2>
        <p className="muted small">{t('profile.version', { version: __APP_VERSION__ })}</p>
        <p className="muted small">
          {t('profile.deviceId')}: <code>{services.kernel.log.deviceId}</code>
        </p>
      </section>

      <section className="card">
        <button type="button" className="button button-danger" onClick={() => setConfirmReset(true)}>
          {t('profile.resetApp')}
        </button>
      </section>

      <Dialog open={confirmReset} onOpenChange={setConfirmReset} title={t('profile.resetConfirmTitle')} description={t('profile.resetConfirmBody')}>
        <div className="dialog-actions">
          <DialogClose asChild>
            <button type="button" className="button button-secondary">
              {t('profile.cancel')}
            </button>
          </DialogClose>
          <button type="button" className="button button-danger" onClick={() => void resetDevice(services)}>
            {t('profile.confirmReset')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
