import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertFor, type AlertText } from '../../../core/alerts';
import { callFailureOf } from '../../../core/apiError';
import { usersApi } from '../../../core/api/user';
import type { Language } from '../../../core/language';
import { Dialog } from '../../../ui/components/Dialog';
import { useServices, useSession } from '../../../ui/services';
import { confirmsDeletion, DELETE_KEYWORDS } from '../deleteKeyword';

/**
 * Deleting one's account: a dialog where the person types the keyword of the shown language. A
 * wrong word abandons with a message and deletes nothing; the right one has the server delete the
 * account, its tokens and its events, then logs out like Log out does (erasing this device's data).
 * Changes not yet sent are not sent first: they would be deleted with the account anyway.
 */
export function DeleteAccountButton() {
  const { t, i18n } = useTranslation('common');
  const app = useServices();
  const session = useSession();
  const [opener, setOpener] = useState<HTMLButtonElement | null>(null);
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<AlertText | null>(null);
  const language = i18n.language as Language;

  const close = () => {
    setOpen(false);
    setTyped('');
    setProblem(null);
  };

  const confirm = async () => {
    if (!confirmsDeletion(typed, language)) {
      close();
      app.alerts.raise({ key: 'profile.delete.abandoned' });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await app.api.call('deleteAccount', usersApi.deleteMe, {});
    } catch (error) {
      const failure = callFailureOf(error);
      setProblem(failure.status === 0 ? { key: 'profile.delete.offline' } : (alertFor(failure) ?? null));
      setBusy(false);
      return;
    }
    await app.signOut(session);
  };

  return (
    <>
      <button ref={setOpener} type="button" className="button button-danger" onClick={() => setOpen(true)}>
        {t('profile.delete.button')}
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={t('profile.delete.title')}
        description={t('profile.delete.description')}
        returnFocusTo={opener}
      >
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <div className="field">
            <label htmlFor={fieldId}>{t('profile.delete.typeKeyword', { keyword: DELETE_KEYWORDS[language] })}</label>
            <input
              id={fieldId}
              value={typed}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          {problem ? (
            <p role="alert" className="field-error">
              {'text' in problem ? problem.text : t(problem.key as 'profile.delete.offline')}
            </p>
          ) : null}
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={close}>
              {t('profile.delete.cancel')}
            </button>
            <button type="submit" className="button button-danger" disabled={busy || typed === ''}>
              {t('profile.delete.confirm')}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
