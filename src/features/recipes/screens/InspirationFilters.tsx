import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEAL_TYPES, type MealType } from '../../../core/catalogue/vocabulary';
import { Dialog } from '../../../ui/components/Dialog';
import { INSPIRATION_TIMES, NO_INSPIRATION_FILTERS, type InspirationFilters } from '../filters';

/**
 * The filters sheet: meal types, a prep-time bucket and favourites only. It edits a draft that
 * starts as the applied filters each time it opens; Apply commits it, Clear empties the draft,
 * Cancel (or Escape) leaves the applied filters as they were.
 */
export function InspirationFiltersSheet({
  open,
  applied,
  onApply,
  onClose,
  returnFocusTo,
}: {
  open: boolean;
  applied: InspirationFilters;
  onApply: (filters: InspirationFilters) => void;
  onClose: () => void;
  returnFocusTo: HTMLElement | null;
}) {
  const { t } = useTranslation('recipes');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('filters.title')}
      returnFocusTo={returnFocusTo}
    >
      {/* Mounted afresh on each opening, so the draft copies what is applied now. */}
      {open ? <FiltersForm applied={applied} onApply={onApply} onClose={onClose} /> : null}
    </Dialog>
  );
}

function FiltersForm({
  applied,
  onApply,
  onClose,
}: {
  applied: InspirationFilters;
  onApply: (filters: InspirationFilters) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('recipes');
  const [draft, setDraft] = useState(applied);
  const toggleType = (type: MealType) =>
    setDraft((d) => ({
      ...d,
      mealTypes: d.mealTypes.includes(type) ? d.mealTypes.filter((m) => m !== type) : [...d.mealTypes, type],
    }));
  return (
    <form
      className="form recipe-filters"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
    >
      <fieldset>
        <legend>{t('filters.mealTypes')}</legend>
        {MEAL_TYPES.map((type) => (
          <label key={type} className="checkbox">
            <input type="checkbox" checked={draft.mealTypes.includes(type)} onChange={() => toggleType(type)} />
            <span>{t(`search.mealTypes.${type}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('filters.time')}</legend>
        {INSPIRATION_TIMES.map((time) => (
          <label key={time} className="checkbox">
            <input
              type="radio"
              name="inspiration-time"
              checked={draft.time === time}
              onChange={() => setDraft((d) => ({ ...d, time }))}
            />
            <span>{t(`filters.times.${time}`)}</span>
          </label>
        ))}
      </fieldset>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={draft.favourites}
          onChange={(e) => setDraft((d) => ({ ...d, favourites: e.target.checked }))}
        />
        <span>{t('filters.favourites')}</span>
      </label>
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={() => setDraft(NO_INSPIRATION_FILTERS)}>
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
