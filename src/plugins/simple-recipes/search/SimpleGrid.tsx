import { useTranslation } from 'react-i18next';
import { MoreRecipes } from '../../../features/recipes/screens/MoreRecipes';
import { Icon } from '../../../ui/icons';
import type { SimpleCardData } from '../card/simpleCard';
import { SimpleCardSkeleton, SimpleRecipeCard, type SimpleCardTarget } from '../card/SimpleRecipeCard';

const SKELETON_CARDS = 8;
// 3-daily-use.txt section 9: the search loads more when the end comes within a fifth of a screen.
const LOAD_MORE_THRESHOLD = 0.2;
const ERROR_ICON = 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z';

/** What a paged list of simple recipes tells the grid. */
export interface SimpleListState {
  readonly cards: readonly SimpleCardData[];
  readonly loading: boolean;
  /** Loading for a search text (3 characters or more): the searching message. */
  readonly searching: boolean;
  readonly error: boolean;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  loadMore(): void;
  retry(): void;
}

/**
 * The results in two columns on phones (as many 220 px columns as fit on wider screens), with the
 * list's states (section 8): 8 skeleton cards while loading, 'Searching for recipes...' when a
 * search is out, 'Error loading data', 'No recipes found'; more pages as the end comes near, or by
 * the 'Load more' button for keyboard users.
 */
export function SimpleGrid({
  list,
  target,
  labelledBy,
}: {
  list: SimpleListState;
  target?: SimpleCardTarget | undefined;
  labelledBy: string;
}) {
  const { t } = useTranslation('simpleRecipes');
  if (list.loading)
    return (
      <>
        <p className={list.searching ? 'simple-searching' : 'visually-hidden'} role="status">
          {list.searching ? t('search.searching') : t('search.loading')}
        </p>
        <div className="recipe-grid" aria-busy="true" aria-labelledby={labelledBy}>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <SimpleCardSkeleton key={i} />
          ))}
        </div>
      </>
    );
  if (list.error && list.cards.length === 0) return <ListError retry={list.retry} />;
  if (list.cards.length === 0)
    return (
      <div className="recipe-empty" role="status">
        <p className="recipe-empty-title">{t('search.empty')}</p>
        <p className="muted">{t('search.emptyHint')}</p>
      </div>
    );
  return (
    <>
      <ul className="recipe-grid" aria-labelledby={labelledBy}>
        {list.cards.map((card) => (
          <li key={card.id}>
            <SimpleRecipeCard recipe={card} target={target} />
          </li>
        ))}
      </ul>
      {list.error ? <ListError retry={list.retry} /> : null}
      {list.hasMore && !list.error ? (
        <MoreRecipes
          loadMore={list.loadMore}
          loadingMore={list.loadingMore}
          threshold={LOAD_MORE_THRESHOLD}
          label={t('search.loadMore')}
          busyLabel={t('search.loadingMore')}
        />
      ) : null}
    </>
  );
}

function ListError({ retry }: { retry: () => void }) {
  const { t } = useTranslation('simpleRecipes');
  return (
    <div className="recipe-empty simple-error" role="alert">
      <Icon d={ERROR_ICON} size={32} />
      <p className="recipe-empty-title">{t('search.error')}</p>
      <button type="button" className="button button-secondary" onClick={retry}>
        {t('search.retry')}
      </button>
    </div>
  );
}
