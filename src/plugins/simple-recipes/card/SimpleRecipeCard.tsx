import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BASE_DIARY_VIEW, diaryViewOptions } from '../../../features/diary/viewOptions';
import type { MealMoment } from '../../../features/diary/mealMoments';
import { RecipePicture } from '../../../features/recipes/screens/RecipePicture';
import { FavouriteButton } from '../../../features/recipes/screens/RecipePreferenceButtons';
import { useSessionFold } from '../../../ui/PluginSlot';
import type { SimpleCardData } from './simpleCard';
import './simpleCard.css';
import { numberFormat } from '../../../ui/numberFormat';

/** Where a card leads: view-only (no target), or choosing for a diary slot. */
export interface SimpleCardTarget {
  readonly date?: string | undefined;
  readonly moment: MealMoment;
  readonly replace?: string | undefined;
}

/**
 * A simple recipe as a card: picture, name, time, kcal (and protein unless the diary hides macros)
 * per serving, one link to the detail. The heart sits over the picture beside the link, as on the
 * full recipes' cards: a control inside a link is neither reachable nor announced well.
 */
export function SimpleRecipeCard({
  recipe,
  target,
  copy = false,
  className,
}: {
  recipe: SimpleCardData;
  target?: SimpleCardTarget | undefined;
  /** A carousel's stand-in for a real card: not focusable, not announced. */
  copy?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation('simpleRecipes');
  const view = useSessionFold(diaryViewOptions, BASE_DIARY_VIEW, undefined);
  const number = numberFormat(i18n.language, { maximumFractionDigits: 0 });
  return (
    <article
      className={`recipe-card simple-card${className ? ` ${className}` : ''}`}
      data-testid={copy ? undefined : 'simple-card'}
      {...(copy ? { 'aria-hidden': true, inert: true } : {})}
    >
      <Link
        to="/recipes/simple/$recipeId"
        params={{ recipeId: recipe.id }}
        search={
          target
            ? {
                moment: target.moment,
                ...(target.date ? { date: target.date } : {}),
                ...(target.replace ? { replace: target.replace } : {}),
              }
            : {}
        }
        className="recipe-card-link"
      >
        {recipe.image ? (
          <img className="recipe-picture" src={recipe.image} alt="" loading="lazy" />
        ) : (
          <RecipePicture
            recipe={{
              id: recipe.id,
              name: recipe.name,
              mealTypes: recipe.mealTypes,
              ingredientNames: recipe.ingredients,
            }}
          />
        )}
        <span className="recipe-card-body">
          <span className="recipe-card-name">{recipe.name}</span>
          <span className="recipe-card-facts">
            <span>{t('card.minutes', { count: recipe.minutes })}</span>
            <span>{t('card.kcal', { value: number.format(recipe.kcal) })}</span>
            {view.showMacros ? <span>{t('card.protein', { value: number.format(recipe.protein) })}</span> : null}
          </span>
        </span>
      </Link>
      <span className="recipe-card-heart">
        <FavouriteButton recipeId={recipe.id} kind="SIMPLE" name={recipe.name} />
      </span>
    </article>
  );
}

/** A card's shape while its list loads. */
export const SimpleCardSkeleton = () => (
  <div className="recipe-card recipe-card-skeleton" aria-hidden="true">
    <span className="recipe-card-skeleton-picture" />
    <span className="recipe-card-skeleton-line" />
    <span className="recipe-card-skeleton-line short" />
  </div>
);
