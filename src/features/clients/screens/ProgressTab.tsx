import type { Client } from '../../../core/api/clients';
import { useClientsText } from './useClientsText';
import { useViewAs } from './useViewAs';

/**
 * The client's progress (3-daily-use.txt: a coach sees a client's progress). The progress screen
 * folds the client's own stream, which only a view-as session holds, so the tab opens it there.
 */
export function ProgressTab({ client }: { client: Client }) {
  const { t } = useClientsText();
  const viewAs = useViewAs(client);
  return (
    <section className="card" aria-labelledby="progress-title">
      <h2 id="progress-title">{t('progress.title')}</h2>
      <p className="muted">{t('info.viewProgressHint')}</p>
      <div className="panel-actions">
        <button type="button" className="button button-primary" onClick={() => viewAs('/progress')}>
          {t('info.viewProgress')}
        </button>
      </div>
    </section>
  );
}
