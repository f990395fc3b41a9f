import type { SimpleRecipe } from '../../../core/api/recipes';
import type { MealType } from '../../../core/catalogue/vocabulary';
import { idsOf, type RecipePreferences } from '../../../features/recipes/preferences';
import { simpleMinutes } from '../time';

/** What a simple recipe card shows, whichever list (inspiration, saved, search) it comes from. */
export interface SimpleCardData {
  readonly id: string;
  readonly name: string;
  /** Prep plus cook, as the simple recipes show time (time.ts). */
  readonly minutes: number;
  /** Per serving. */
  readonly kcal: number;
  readonly protein: number;
  readonly mealTypes: readonly MealType[];
  /** The ingredient lines, for the picture's placeholder (it draws the dish they name). */
  readonly ingredients: readonly string[];
  readonly image: string | null;
}

export const simpleCardOf = (r: SimpleRecipe): SimpleCardData => ({
  id: r.id,
  name: r.name,
  minutes: simpleMinutes(r.prep_time_minutes, r.cook_time_minutes),
  kcal: r.total_calories,
  protein: r.protein_grams,
  mealTypes: r.meal_types,
  ingredients: r.ingredients,
  image: r.image,
});

/**
 * The cards as the device knows the person's taste right now, before the server hears of a change
 * (as the full recipes' visibleCards): a recipe marked 'not for me' leaves at once, a favourites-only
 * list drops a heart taken back at once; a recipe that two pages both carry shows once.
 */
export function visibleSimpleCards(
  cards: readonly SimpleCardData[],
  preferences: RecipePreferences,
  favouritesOnly = false,
): SimpleCardData[] {
  const disliked = new Set(idsOf(preferences.dislikes, 'SIMPLE'));
  const favourites = new Set(idsOf(preferences.favourites, 'SIMPLE'));
  const seen = new Set<string>();
  return cards.filter((card) => {
    if (seen.has(card.id)) return false;
    seen.add(card.id);
    return !disliked.has(card.id) && (!favouritesOnly || favourites.has(card.id));
  });
}
