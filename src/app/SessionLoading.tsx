import { useTranslation } from 'react-i18next';
import { DataLoading } from './DataLoading';

/**
 * While a signed-in person's session opens (its code, the current user, the device's log). A
 * device that keeps no user yet holds no data either: it shows the wait for the account's data
 * that follows the session's start at once.
 */
export function SessionLoading({ fetching = false }: { fetching?: boolean }) {
  const { t } = useTranslation('auth');
  if (fetching) return <DataLoading />;
  return (
    <main className="splash" aria-busy="true">
      <p>{t('session.loading')}</p>
    </main>
  );
}
