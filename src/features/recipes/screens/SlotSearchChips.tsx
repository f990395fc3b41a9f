import { Fragment, type Dispatch, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipeTag } from '../../../core/catalogue/vocabulary';
import { isPopular, type SlotSearchAction, type SlotSearchFilters } from '../filters';

/**
 * The chips under the search: create your own recipe (a link), favourites, own recipes, popular and
 * every tag of the catalogue. Each chip is a toggle button that says whether it is on.
 */
export function SlotSearchChips({
  filters,
  dispatch,
  tags,
  createOwn,
}: {
  filters: SlotSearchFilters;
  dispatch: Dispatch<SlotSearchAction>;
  tags: readonly RecipeTag[];
  createOwn: ReactNode;
}) {
  const { t } = useTranslation('recipes');
  const chip = (label: string, pressed: boolean, action: SlotSearchAction, testId?: string) => (
    <button
      type="button"
      className="chip"
      aria-pressed={pressed}
      onClick={() => dispatch(action)}
      {...(testId ? { 'data-testid': testId } : {})}
    >
      {label}
    </button>
  );
  return (
    <div className="chips" role="group" aria-label={t('search.chips')}>
      {createOwn}
      {chip(t('search.favourites'), filters.favourites, { type: 'favourites' }, 'chip-favourites')}
      {chip(t('search.own'), filters.own, { type: 'own' }, 'chip-own')}
      {chip(t('search.popular'), isPopular(filters), { type: 'popular' }, 'chip-popular')}
      {tags.map((tag) => (
        <Fragment key={tag}>{chip(t(`search.tags.${tag}`), filters.tags.includes(tag), { type: 'tag', tag })}</Fragment>
      ))}
    </div>
  );
}
