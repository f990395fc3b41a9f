import enCommon from '../../locales/en/common.json';
import nlCommon from '../../locales/nl/common.json';
import { resetDevice } from './boot';
import { initialLanguage } from './i18n';

/**
 * When the app cannot even open its storage there is no i18next yet: the page picks its language
 * the same way and reads the strings straight from the locale files.
 */
export function BootFailure() {
  const strings = initialLanguage() === 'nl' ? nlCommon.errors : enCommon.errors;
  return (
    <main className="error-page" role="alert">
      <h1>{strings.somethingHappened}</h1>
      <p>{strings.somethingHappenedDetail}</p>
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {strings.tryAgain}
        </button>
        <button type="button" className="button button-secondary" onClick={() => void resetDevice(null)}>
          {strings.resetApp}
        </button>
      </div>
    </main>
  );
}
