import { useTranslation } from 'react-i18next';
import type { RecipeCardData } from '../queries';
import { MoreRecipes } from './MoreRecipes';
import { RecipeCard, RecipeCardSkeleton, type RecipeCardTarget } from './RecipeCard';

const SKELETON_CARDS = 8;

/** What a paged list of recipes tells the grid. */
export interface RecipeListState {
  readonly cards: readonly RecipeCardData[];
  readonly loading: boolean;
  readonly error: boolean;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  loadMore(): void;
  retry(): void;
}

/**
 * The cards in a grid that uses the width (two columns on phones, more on wider screens), with
 * the list's states: 8 skeleton cards while the first page loads, the generic error, the empty
 * state, and more pages as the end comes near, or by the 'load more' button for keyboard users.
 */
export function RecipeGrid({
  list,
  threshold,
  target,
  fourColumns = false,
  empty,
  labelledBy,
  onDisliked,
}: {
  list: RecipeListState;
  /** How near the end (a fraction of the viewport's height) the next page is fetched. */
  threshold: number;
  target?: RecipeCardTarget;
  /** At most four columns on desktop (the slot search), else as many as the width holds. */
  fourColumns?: boolean;
  empty: { title: string; hint: string };
  labelledBy: string;
  onDisliked?: (card: RecipeCardData, index: number) => void;
}) {
  const { t } = useTranslation('recipes');
  const grid = fourColumns ? 'recipe-grid recipe-grid-four' : 'recipe-grid';
  if (list.loading)
    return (
      <div className={grid} aria-busy="true" aria-labelledby={labelledBy}>
        <p className="visually-hidden" role="status">
          {t('inspiration.loading')}
        </p>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <RecipeCardSkeleton key={i} />
        ))}
      </div>
    );
  if (list.error && list.cards.length === 0) return <ListError retry={list.retry} />;
  if (list.cards.length === 0)
    return (
      <div className="recipe-empty" role="status">
        <p className="recipe-empty-title">{empty.title}</p>
        <p className="muted">{empty.hint}</p>
      </div>
    );
  return (
    <>
      <ul className={grid} aria-labelledby={labelledBy}>
        {list.cards.map((card, index) => (
          <li key={`${card.kind}:${card.id}`}>
            <RecipeCard
              recipe={card}
              {...(target ? { target } : {})}
              {...(onDisliked ? { onDisliked: () => onDisliked(card, index) } : {})}
            />
          </li>
        ))}
      </ul>
      {list.error ? <ListError retry={list.retry} /> : null}
      {list.hasMore && !list.error ? (
        <MoreRecipes
          loadMore={list.loadMore}
          loadingMore={list.loadingMore}
          threshold={threshold}
          label={t('inspiration.loadMore')}
          busyLabel={t('inspiration.loadingMore')}
        />
      ) : null}
    </>
  );
}

function ListError({ retry }: { retry: () => void }) {
  const { t } = useTranslation('recipes');
  return (
    <div className="recipe-empty" role="alert">
      <p className="recipe-empty-title">{t('inspiration.error')}</p>
      <button type="button" className="button button-secondary" onClick={retry}>
        {t('inspiration.retry')}
      </button>
    </div>
  );
}
