import { useState, type FormEvent } from 'react';
import { clientName, type Client } from '../../../core/api/clients';
import { Dialog, DialogClose } from '../../../ui/components/Dialog';
import { useUpdateClient } from '../queries';
import { useClientsText } from './useClientsText';

/**
 * The client's account (1-shell.txt sections 2 and 4): activate or deactivate it through a
 * confirmation dialog (deactivating signs them out everywhere and keeps them out), and their name.
 * Client info hides this tab on the coach's own account. On a phone the actions are a list.
 */
export function SettingsTab({ client }: { client: Client }) {
  const { t } = useClientsText();
  const update = useUpdateClient(client.id);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const name = clientName(client);
  const deactivating = client.account_enabled;
  const toggle = () =>
    update.mutate(
      { account_enabled: !deactivating },
      {
        onSuccess: () => {
          setConfirming(false);
          setDone(t(deactivating ? 'settings.deactivated' : 'settings.activated', { name }));
        },
      },
    );

  return (
    <>
      <section className="card" aria-labelledby="settings-account">
        <h2 id="settings-account">{t('settings.account')}</h2>
        <p>{t(client.account_enabled ? 'settings.isActive' : 'settings.isDeactivated', { name })}</p>
        <ul className="settings-list">
          <li>
            <button
              type="button"
              className={deactivating ? 'button button-danger' : 'button button-primary'}
              onClick={() => {
                setDone(null);
                update.reset();
                setConfirming(true);
              }}
            >
              {t(deactivating ? 'settings.deactivate' : 'settings.activate')}
            </button>
          </li>
        </ul>
        <p role="status" className="small">
          {done}
        </p>
      </section>
      <NameForm client={client} />
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(deactivating ? 'settings.confirmDeactivateTitle' : 'settings.confirmActivateTitle', { name })}
        description={t(deactivating ? 'settings.confirmDeactivate' : 'settings.confirmActivate', { name })}
      >
        {update.isError ? <p role="alert">{t('settings.failed')}</p> : null}
        <div className="dialog-actions">
          <DialogClose asChild>
            <button type="button" className="button button-secondary">
              {t('settings.cancel')}
            </button>
          </DialogClose>
          <button
            type="button"
            className={deactivating ? 'button button-danger' : 'button button-primary'}
            disabled={update.isPending}
            onClick={toggle}
          >
            {t(deactivating ? 'settings.deactivateConfirm' : 'settings.activateConfirm')}
          </button>
        </div>
      </Dialog>
    </>
  );
}

/** The client's first and last name: trimmed and required, saved when changed. */
function NameForm({ client }: { client: Client }) {
  const { t } = useClientsText();
  const update = useUpdateClient(client.id);
  const [first, setFirst] = useState(client.first_name);
  const [last, setLast] = useState(client.last_name);
  const [saved, setSaved] = useState(false);
  const valid = first.trim() !== '' && last.trim() !== '';
  const changed = first.trim() !== client.first_name || last.trim() !== client.last_name;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !changed) return;
    setSaved(false);
    update.mutate({ first_name: first.trim(), last_name: last.trim() }, { onSuccess: () => setSaved(true) });
  };
  return (
    <section className="card" aria-labelledby="settings-name">
      <h2 id="settings-name">{t('settings.name')}</h2>
      <form className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="client-first-name">{t('settings.firstName')}</label>
          <input
            id="client-first-name"
            value={first}
            maxLength={100}
            autoComplete="off"
            aria-invalid={first.trim() === ''}
            aria-describedby={first.trim() === '' ? 'client-first-name-error' : undefined}
            onChange={(e) => setFirst(e.target.value)}
          />
          {first.trim() === '' ? (
            <p id="client-first-name-error" className="field-error">
              {t('settings.required')}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="client-last-name">{t('settings.lastName')}</label>
          <input
            id="client-last-name"
            value={last}
            maxLength={100}
            autoComplete="off"
            aria-invalid={last.trim() === ''}
            aria-describedby={last.trim() === '' ? 'client-last-name-error' : undefined}
            onChange={(e) => setLast(e.target.value)}
          />
          {last.trim() === '' ? (
            <p id="client-last-name-error" className="field-error">
              {t('settings.required')}
            </p>
          ) : null}
        </div>
        <ul className="settings-list">
          <li>
            <button type="submit" className="button button-primary" disabled={!valid || !changed || update.isPending}>
              {t('settings.saveName')}
            </button>
          </li>
        </ul>
        {update.isError ? <p role="alert">{t('settings.failed')}</p> : null}
        <p role="status" className="small">
          {saved ? t('settings.nameSaved') : null}
        </p>
      </form>
    </section>
  );
}
