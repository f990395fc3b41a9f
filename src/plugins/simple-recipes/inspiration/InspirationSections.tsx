import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SimpleRecipe } from '../../../core/api/recipes';
import { RecipePicture } from '../../../features/recipes/screens/RecipePicture';
import type { SimpleCardData } from '../card/simpleCard';
import { SimpleCardSkeleton, SimpleRecipeCard } from '../card/SimpleRecipeCard';

const SEARCH =
  'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z';

/** Looks like a search box, opens simple search (section 2): the inspiration itself is not searched. */
export function FakeSearchBar() {
  const { t } = useTranslation('simpleRecipes');
  return (
    <Link to="/recipes/simple" className="simple-fake-search" data-testid="simple-search-bar">
      <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" focusable="false">
        <path d={SEARCH} fill="currentColor" />
      </svg>
      <span>{t('inspiration.searchBar')}</span>
    </Link>
  );
}

export interface CategoryCard {
  readonly title: string;
  readonly tag_id: string;
  readonly first_recipe: SimpleRecipe;
}

/** A category card: the tag's title over its first recipe's picture; it opens that tag's recipes. */
export function CategoryCards({ cards }: { cards: readonly CategoryCard[] }) {
  const { t } = useTranslation('simpleRecipes');
  if (cards.length === 0) return null;
  return (
    <section className="simple-section" aria-labelledby="simple-categories">
      <h2 id="simple-categories">{t('inspiration.categories')}</h2>
      <ul className="simple-categories">
        {cards.map((card) => (
          <li key={card.tag_id}>
            <Link
              to="/recipes/simple"
              search={{ tags: card.tag_id, title: card.title, hideSearch: true }}
              className="simple-category"
              data-testid="category-card"
            >
              {card.first_recipe.image ? (
                <img className="recipe-picture" src={card.first_recipe.image} alt="" loading="lazy" />
              ) : (
                <RecipePicture
                  recipe={{
                    id: card.first_recipe.id,
                    name: card.first_recipe.name,
                    mealTypes: card.first_recipe.meal_types,
                    ingredientNames: card.first_recipe.ingredients,
                  }}
                />
              )}
              <span className="simple-category-title">{card.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Recipes in a row that scrolls sideways (a horizontal section, the saved recipes). */
export function RecipeRow({ cards, labelledBy }: { cards: readonly SimpleCardData[]; labelledBy: string }) {
  return (
    <ul className="simple-row" aria-labelledby={labelledBy}>
      {cards.map((card) => (
        <li key={card.id}>
          <SimpleRecipeCard recipe={card} className="simple-card-fixed" />
        </li>
      ))}
    </ul>
  );
}

/** A curated section, laid out as the organisation chose: a row that scrolls, or a grid. */
export function CuratedSection({
  id,
  title,
  layout,
  cards,
}: {
  id: string;
  title: string;
  layout: 'horizontal' | 'vertical';
  cards: readonly SimpleCardData[];
}) {
  const headingId = `simple-curated-${id}`;
  if (cards.length === 0) return null;
  return (
    <section className="simple-section" aria-labelledby={headingId} data-testid="curated-section" data-layout={layout}>
      <h2 id={headingId}>{title}</h2>
      {layout === 'horizontal' ? (
        <RecipeRow cards={cards} labelledBy={headingId} />
      ) : (
        <ul className="recipe-grid" aria-labelledby={headingId}>
          {cards.map((card) => (
            <li key={card.id}>
              <SimpleRecipeCard recipe={card} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The shape of a row while it loads. */
export const RowSkeleton = () => (
  <div className="simple-row" aria-hidden="true">
    {Array.from({ length: 4 }, (_, i) => (
      <div key={i} className="simple-card-fixed">
        <SimpleCardSkeleton />
      </div>
    ))}
  </div>
);
