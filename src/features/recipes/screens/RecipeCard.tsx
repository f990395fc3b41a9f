import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjection } from '../../../ui/services';
import { PluginSlot, useSessionFold } from '../../../ui/PluginSlot';
import type { MealMoment } from '../../diary/mealMoments';
import { BASE_DIARY_VIEW, diaryViewOptions } from '../../diary/viewOptions';
import type { DislikedHere, RecipeCardData } from '../queries';
import { recipeCardBadges } from '../slots';
import { isDisliked, recipePreferencesProjection } from '../preferences';
import { DislikeButton, FavouriteButton } from './RecipePreferenceButtons';
import { RecipePicture } from './RecipePicture';
import { numberFormat } from '../../../ui/numberFormat';

/** Where a card leads: view-only from inspiration, or choosing for a diary slot. */
export interface RecipeCardTarget {
  readonly date?: string | undefined;
  readonly moment?: MealMoment | undefined;
  readonly replace?: string | undefined;
}

/**
 * A recipe as a card: picture, name, time, kcal (and protein unless the diary hides macros) per
 * portion, and the plugins' badges, all one link to the detail. The heart sits over the picture,
 * beside the link rather than in it: a control inside a link is neither reachable nor announced well.
 */
export function RecipeCard({
  recipe,
  target = {},
  onDisliked,
}: {
  recipe: RecipeCardData;
  target?: RecipeCardTarget;
  /** A 'not for me' on this card: the list keeps it, as its undo, until the next search. */
  onDisliked?: () => void;
}) {
  const { t, i18n } = useTranslation('recipes');
  const view = useSessionFold(diaryViewOptions, BASE_DIARY_VIEW, undefined);
  const disliked = isDisliked(useProjection(recipePreferencesProjection), 'RECIPE', recipe.id);
  const number = numberFormat(i18n.language, { maximumFractionDigits: 0 });
  const preference = { recipeId: recipe.id, kind: 'RECIPE' as const, name: recipe.name };
  if (recipe.kind === 'RECIPE' && disliked)
    return (
      <article className="recipe-card recipe-card-hidden" data-testid="recipe-card-hidden">
        <p>{t('card.hidden', { name: recipe.name })}</p>
        <DislikeButton {...preference} compact onChange={() => onDisliked?.()} />
      </article>
    );
  return (
    <article className="recipe-card" data-testid="recipe-card">
      <Link
        to="/recipes/$recipeId"
        params={{ recipeId: recipe.id }}
        search={{
          kind: recipe.kind,
          ...(target.date ? { date: target.date } : {}),
          ...(target.moment ? { moment: target.moment } : {}),
          ...(target.replace ? { replace: target.replace } : {}),
        }}
        className="recipe-card-link"
      >
        <RecipePicture recipe={recipe} />
        <span className="recipe-card-body">
          <span className="recipe-card-name">{recipe.name}</span>
          <span className="recipe-card-facts">
            {recipe.minutes > 0 ? <span>{t('card.minutes', { count: recipe.minutes })}</span> : null}
            <span>{t('card.kcal', { value: number.format(recipe.kcal) })}</span>
            {view.showMacros ? <span>{t('card.protein', { value: number.format(recipe.protein) })}</span> : null}
          </span>
          <span className="recipe-card-badges">
            {recipe.kind === 'OWN' ? <span className="badge">{t('card.own')}</span> : null}
            <PluginSlot slot={recipeCardBadges} props={{ recipe: { id: recipe.id, tags: recipe.tags } }} />
          </span>
        </span>
      </Link>
      {recipe.kind === 'RECIPE' ? (
        <span className="recipe-card-heart">
          <FavouriteButton {...preference} />
          <DislikeButton {...preference} compact onChange={() => onDisliked?.()} />
        </span>
      ) : null}
    </article>
  );
}

/** A card's shape while the list loads. */
export const RecipeCardSkeleton = () => (
  <div className="recipe-card recipe-card-skeleton" aria-hidden="true">
    <span className="recipe-card-skeleton-picture" />
    <span className="recipe-card-skeleton-line" />
    <span className="recipe-card-skeleton-line short" />
  </div>
);

/**
 * The recipes a 'not for me' hid from this list: they stay, as their undo, until the list is
 * searched again (`search`: what the list was asked for; another search starts afresh).
 */
export function useDislikedHere(search: string): [DislikedHere, (card: RecipeCardData, index: number) => void] {
  const [kept, setKept] = useState<{ search: string; cards: DislikedHere }>({ search, cards: new Map() });
  const cards = kept.search === search ? kept.cards : EMPTY;
  return [
    cards,
    (card, index) =>
      setKept((before) => ({
        search,
        cards: new Map(before.search === search ? before.cards : EMPTY).set(card.id, { card, index }),
      })),
  ];
}
const EMPTY: DislikedHere = new Map();
