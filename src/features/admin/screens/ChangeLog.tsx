import { useTranslation } from 'react-i18next';
import type { Change } from '../../../core/api/admin';
import { useServices } from '../../../ui/services';
import { useChanges } from '../queries';
import { useFlagTexts } from './flagTexts';

/** What was changed in an organisation, newest first: when, by whom, and each value before and after. */
export function ChangeLog({ organisation }: { organisation: number }) {
  const { t, i18n } = useTranslation('admin');
  const changes = useChanges(organisation);
  const { featureFlags } = useServices();
  const flagTexts = useFlagTexts();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const results = changes.data?.pages.flatMap((page) => page.results) ?? [];
  const valueOf = (value: unknown): string => {
    if (value === true) return t('changes.yes');
    if (value === false) return t('changes.no');
    if (value === null || value === undefined || value === '') return t('changes.empty_value');
    // The curation's lists: recipe ids and tags, in their order.
    if (Array.isArray(value)) return value.length ? value.join(', ') : t('changes.empty_value');
    return String(value);
  };
  const fieldName = (field: string) =>
    featureFlags.includes(field) ? flagTexts.name(field) : t(`fields.${field as 'name'}`, { defaultValue: field });
  const title = (change: Change) =>
    change.kind === 'userFlags'
      ? t('changes.kinds.userFlags', { user: change.user ?? '' })
      : t(`changes.kinds.${change.kind}`);

  return (
    <section className="card admin-section" aria-labelledby="change-log-title" aria-busy={changes.isFetching}>
      <h2 id="change-log-title">{t('changes.title')}</h2>
      {changes.isError ? <p role="alert">{t('changes.failed')}</p> : null}
      {changes.isSuccess && results.length === 0 ? <p className="muted">{t('changes.empty')}</p> : null}
      <ol className="change-log">
        {results.map((change) => (
          <li key={change.id}>
            <p className="change-head">
              <strong>{title(change)}</strong>{' '}
              <span className="muted small">
                <time dateTime={change.at}>{when.format(new Date(change.at))}</time>{' '}
                {t('changes.by', { who: change.by })}
              </span>
            </p>
            <ul className="small change-values">
              {Object.entries(change.after).map(([field, after]) => (
                <li key={field}>
                  {change.before
                    ? t('changes.change', {
                        field: fieldName(field),
                        before: valueOf(change.before[field]),
                        after: valueOf(after),
                      })
                    : `${fieldName(field)}: ${valueOf(after)}`}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {changes.hasNextPage ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={changes.isFetchingNextPage}
          onClick={() => void changes.fetchNextPage()}
        >
          {t('changes.more')}
        </button>
      ) : null}
    </section>
  );
}
