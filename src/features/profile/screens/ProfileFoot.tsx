import { useTranslation } from 'react-i18next';

/**
 * Where the deployment keeps its blogs (1-shell.txt names a blogs link in My profile but not where
 * it points, and the organisation record has no such field): a build setting, no link without it.
 */
const BLOGS_URL: string | undefined = import.meta.env.VITE_BLOGS_URL || undefined;

/** The foot of My profile: the blogs link and the app's version (package.json, through Vite's define). */
export function ProfileFoot() {
  const { t } = useTranslation(['profile', 'common']);
  return (
    <footer className="muted small" data-testid="profile-foot">
      {BLOGS_URL ? (
        <p>
          <a href={BLOGS_URL} target="_blank" rel="noopener noreferrer">
            {t('blogs.link')}
          </a>
        </p>
      ) : null}
      <p>{t('common:profile.version', { version: __APP_VERSION__ })}</p>
    </footer>
  );
}
