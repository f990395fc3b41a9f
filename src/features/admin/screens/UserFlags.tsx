import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrganisation } from '../../../core/api/admin';
import { Field } from '../../../ui/components/Field';
import { useSetUserFlags, useUserSearch } from '../queries';
import { FlagSwitches } from './FlagSwitches';
import { UserBilling } from './UserBilling';

/** One user's own flags (feature_flags_for_user): found by e-mail among the organisation's users only. */
export function UserFlags({ organisation }: { organisation: AdminOrganisation }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const found = useUserSearch(organisation.id, email);
  const setFlags = useSetUserFlags(organisation.id);
  const user = found.data?.results.find((u) => u.id === chosen);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setEmail(text.trim().toLowerCase());
    setChosen(null);
  };

  return (
    <section className="card admin-section" aria-labelledby="user-flags-title">
      <h2 id="user-flags-title">{t('userFlags.title')}</h2>
      <p className="muted small">{t('userFlags.intro')}</p>
      <form className="admin-search" role="search" onSubmit={search}>
        <Field
          label={t('userFlags.email')}
          type="search"
          inputMode="email"
          autoComplete="off"
          maxLength={254}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button button-secondary" disabled={text.trim() === ''}>
          {t('userFlags.find')}
        </button>
      </form>
      <div aria-live="polite">
        {found.isSuccess && found.data.results.length === 0 ? <p className="muted">{t('userFlags.none')}</p> : null}
        {found.isSuccess && found.data.results.length > 0 && !user ? (
          <ul className="admin-users" aria-label={t('userFlags.results')}>
            {found.data.results.map((u) => (
              <li key={u.id}>
                <button type="button" className="button button-link" onClick={() => setChosen(u.id)}>
                  {t('userFlags.choose', { email: u.email })}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {user ? (
        <>
          <h3>{t('userFlags.forUser', { email: user.email })}</h3>
          {setFlags.isError ? <p role="alert">{t('flags.failed')}</p> : null}
          <FlagSwitches
            label={t('userFlags.forUser', { email: user.email })}
            on={user.feature_flags}
            inherited={organisation.feature_flags}
            busy={setFlags.isPending}
            onChange={(changes) => setFlags.mutate({ user: user.id, changes })}
          />
          <UserBilling
            key={`${user.id}-${user.subscription_status}-${user.payment_status_override}`}
            organisation={organisation.id}
            user={user}
          />
        </>
      ) : null}
    </section>
  );
}
