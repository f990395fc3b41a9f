import { useTranslation } from 'react-i18next';

/** While a signed-in person's session opens (its code, the current user, the device's log). */
export function SessionLoading() {
  const { t } = useTranslation('auth');
  return (
    <main className="splash" aria-busy="true">
      <p>{t('session.loading')}</p>
    </main>
  );
}
