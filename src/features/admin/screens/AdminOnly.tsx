import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../ui/services';

/** The admin screens for platform administrators only; anyone else is told so (the server refuses them too). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  if (user.is_platform_admin === true) return children;
  return (
    <div className="screen admin">
      <h1>{t('denied.title')}</h1>
      <p>{t('denied.text')}</p>
      <Link to="/">{t('denied.home')}</Link>
    </div>
  );
}
