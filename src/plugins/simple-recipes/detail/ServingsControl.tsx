import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fewerServings, moreServings, MAX_SERVINGS, MIN_SERVINGS, type ServingsStatus } from './servingsSaver';
import './simpleServings.css';
import { numberFormat } from '../../../ui/numberFormat';

/**
 * "− 2 servings +" (3-daily-use.txt section 4): a planned simple meal's servings in its detail and
 * in the diary. Without onChange the count is read-only (choosing a recipe, view-only).
 */
export function ServingsControl({
  servings,
  onChange,
  disabled = false,
  status,
  name,
  compact = false,
}: {
  servings: number;
  onChange?: ((servings: number) => void) | undefined;
  /** Locked while a save runs, or for a diary that cannot be changed. */
  disabled?: boolean;
  status?: ServingsStatus | undefined;
  /** The meal's name, for the controls' names in a list of meals ('Fewer servings of Overnight oats'). */
  name?: string | undefined;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation('simpleRecipes');
  const labelId = useId();
  const count = t('servings.count', {
    count: servings,
    value: numberFormat(i18n.language, { maximumFractionDigits: 2 }).format(servings),
  });
  const className = `simple-servings${compact ? ' simple-servings--compact' : ''}`;
  if (!onChange)
    return (
      <p className={className} data-testid="simple-servings">
        {compact ? null : <span className="simple-servings-label">{t('servings.label')}</span>}
        <span className="simple-servings-count">{count}</span>
      </p>
    );
  return (
    <div className={className}>
      {compact ? null : (
        <span id={labelId} className="simple-servings-label">
          {t('servings.label')}
        </span>
      )}
      <div
        role="group"
        {...(compact ? { 'aria-label': name ? t('servings.of', { name }) : t('servings.label') } : {})}
        {...(compact ? {} : { 'aria-labelledby': labelId })}
        aria-busy={status === 'waiting' || status === 'saving'}
        className="simple-stepper"
      >
        <button
          type="button"
          className="simple-stepper-button"
          aria-label={name ? t('servings.fewerOf', { name }) : t('servings.fewer')}
          disabled={disabled || servings <= MIN_SERVINGS}
          onClick={() => onChange(fewerServings(servings))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output aria-live="polite" className="simple-servings-count" data-testid="simple-servings">
          {count}
        </output>
        <button
          type="button"
          className="simple-stepper-button"
          aria-label={name ? t('servings.moreOf', { name }) : t('servings.more')}
          disabled={disabled || servings >= MAX_SERVINGS}
          onClick={() => onChange(moreServings(servings))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {!compact && (status === 'waiting' || status === 'saving' || status === 'saved') ? (
        <span className="muted small" role="status">
          {t(status === 'saved' ? 'servings.saved' : 'servings.saving')}
        </span>
      ) : null}
    </div>
  );
}
