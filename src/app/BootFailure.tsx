import enCommon from '../../locales/en/common.json';
import nlCommon from '../../locales/nl/common.json';
import { initialLanguage } from './i18n';
import { ResetAppButton } from '../ui/ResetAppButton';
import type { StorageProblem } from './storage';

/**
 * When the app cannot even open its storage there is no i18next yet: the page picks its language
 * the same way and reads the strings straight from the locale files. Storage that the browser
 * refuses (private modes, blocked site data) or that is full is said plainly, with what to do;
 * resetting would not help there, so it is not offered.
 */
export function BootFailure({ problem }: { problem?: StorageProblem }) {
  const language = initialLanguage();
  const common = language === 'nl' ? nlCommon : enCommon;
  const strings = common.errors;
  const tryAgain = (
    <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
      {strings.tryAgain}
    </button>
  );
  if (problem) {
    return (
      <main className="error-page" role="alert" lang={language} data-testid="storage-problem">
        <h1>{problem === 'full' ? common.storage.fullTitle : common.storage.blockedTitle}</h1>
        <p>{problem === 'full' ? common.storage.fullDetail : common.storage.blockedDetail}</p>
        <div className="dialog-actions">{tryAgain}</div>
      </main>
    );
  }
  const plurals = new Intl.PluralRules(language);
  return (
    <main className="error-page" role="alert" lang={language}>
      <h1>{strings.somethingHappened}</h1>
      <p>{strings.somethingHappenedDetail}</p>
      <div className="dialog-actions">
        {tryAgain}
        <ResetAppButton
          texts={{
            resetApp: strings.resetApp,
            title: common.reset.title,
            lost: (count) =>
              count === null
                ? common.reset.lostUnknown
                : (plurals.select(count) === 'one' ? common.reset.lost_one : common.reset.lost_other).replace(
                    '{{count}}',
                    String(count),
                  ),
            confirm: common.reset.confirm,
            cancel: common.reset.cancel,
          }}
        />
      </div>
    </main>
  );
}
