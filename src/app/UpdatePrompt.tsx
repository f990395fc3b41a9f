import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerSW } from 'virtual:pwa-register';

/** Registers the service worker and offers a new version when one has been downloaded. */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const [update, setUpdate] = useState<null | ((reload?: boolean) => Promise<void>)>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    const updateSW = registerSW({
      immediate: true,
      onNeedRefresh: () => setUpdate(() => updateSW),
    });
  }, []);

  if (!update) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{t('offline.updateAvailable')}</span>
      <button type="button" className="button button-primary" onClick={() => void update(true)}>
        {t('offline.reload')}
      </button>
    </div>
  );
}
