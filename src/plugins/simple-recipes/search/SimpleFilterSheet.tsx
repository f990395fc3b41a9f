import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEAL_TYPES } from '../../../core/catalogue/vocabulary';
import { Dialog } from '../../../ui/components/Dialog';
import { SIMPLE_TIMES, toggled, type SimpleFilters } from './filters';

export interface CustomTag {
  readonly id: string;
  readonly human_name: string;
}

/**
 * The filter sheet (85% of the window's height on phones): favourites, meal times, prep time and
 * the organisation's tags. It edits a draft copied from the applied filters on each opening; Apply
 * commits it, Clear resets the draft, Cancel (or Escape) leaves everything as it was.
 */
export function SimpleFilterSheet({
  open,
  applied,
  cleared,
  tags,
  onApply,
  onClose,
  returnFocusTo,
}: {
  open: boolean;
  applied: SimpleFilters;
  /** What Clear sets the draft to. */
  cleared: SimpleFilters;
  tags: readonly CustomTag[];
  onApply: (filters: SimpleFilters) => void;
  onClose: () => void;
  returnFocusTo: HTMLElement | null;
}) {
  const { t } = useTranslation('simpleRecipes');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('filters.title')}
      returnFocusTo={returnFocusTo}
    >
      {/* Mounted afresh on each opening, so the draft copies what is applied now. */}
      {open ? (
        <FiltersForm applied={applied} cleared={cleared} tags={tags} onApply={onApply} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function FiltersForm({
  applied,
  cleared,
  tags,
  onApply,
  onClose,
}: {
  applied: SimpleFilters;
  cleared: SimpleFilters;
  tags: readonly CustomTag[];
  onApply: (filters: SimpleFilters) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('simpleRecipes');
  const [draft, setDraft] = useState(applied);
  // A tag the screen opened with stays listed even when the organisation no longer shows it.
  const listed = [
    ...tags,
    ...draft.tags.filter((id) => !tags.some((tag) => tag.id === id)).map((id) => ({ id, human_name: id })),
  ];
  return (
    <form
      className="form recipe-filters simple-filters"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
    >
      <label className="switch">
        <input
          type="checkbox"
          checked={draft.favourites}
          onChange={(e) => setDraft((d) => ({ ...d, favourites: e.target.checked }))}
        />
        <span>{t('filters.favourites')}</span>
      </label>
      <fieldset>
        <legend>{t('filters.mealTimes')}</legend>
        {MEAL_TYPES.map((type) => (
          <label key={type} className="checkbox">
            <input
              type="checkbox"
              checked={draft.mealTypes.includes(type)}
              onChange={() => setDraft((d) => ({ ...d, mealTypes: toggled(d.mealTypes, type) }))}
            />
            <span>{t(`filters.mealTypes.${type}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('filters.time')}</legend>
        {[null, ...SIMPLE_TIMES].map((time) => (
          <label key={time ?? 'any'} className="checkbox">
            <input
              type="radio"
              name="simple-time"
              checked={draft.time === time}
              onChange={() => setDraft((d) => ({ ...d, time }))}
            />
            <span>{time === null ? t('filters.anyTime') : t('filters.upTo', { minutes: time })}</span>
          </label>
        ))}
      </fieldset>
      {listed.length > 0 ? (
        <fieldset>
          <legend>{t('filters.tags')}</legend>
          {listed.map((tag) => (
            <label key={tag.id} className="checkbox">
              <input
                type="checkbox"
                checked={draft.tags.includes(tag.id)}
                onChange={() => setDraft((d) => ({ ...d, tags: toggled(d.tags, tag.id) }))}
              />
              <span>{tag.human_name}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={() => setDraft(cleared)}>
          {t('filters.clear')}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('filters.cancel')}
        </button>
        <button type="submit" className="button button-primary">
          {t('filters.apply')}
        </button>
      </div>
    </form>
  );
}
