import type { HouseholdMeasure } from '../../src/core/api/recipes';
import type { Recipe } from '../../src/core/catalogue/recipe';
import type { SrFood } from './sources';

/**
 * A food's grams per cup, tablespoon and teaspoon, from the USDA table's household measures, so
 * imperial users read "2 tbsp" rather than "1 oz" of oil. Only the plain measures count: a cup
 * of something "chopped", "sliced" or "diced" depends on the cut and is no measure for the cook
 * (that food is shown in ounces and pounds instead). The first measure of each unit stands,
 * rounded to 0.01 g.
 */
export function householdMeasures(portions: SrFood['portions']): HouseholdMeasure[] {
  const measures = new Map<HouseholdMeasure['unit'], number>();
  for (const portion of portions) {
    const unit = PLAIN[portion.unit.trim().toLowerCase().replace(PLAIN_NOTE, '').trim()];
    if (unit && !measures.has(unit) && portion.amount > 0 && portion.grams > 0)
      measures.set(unit, Math.round((portion.grams / portion.amount) * 100) / 100);
  }
  return [...measures].map(([unit, grams]) => ({ unit, grams }));
}

/** The recipe with each ingredient's household measures, as the catalogue stores it. */
export function withMeasures(recipe: Recipe, foods: ReadonlyMap<string, SrFood>): Recipe {
  return {
    ...recipe,
    ingredients: recipe.ingredients.map((ingredient) => {
      const measures = householdMeasures(foods.get(ingredient.foodId)?.portions ?? []);
      return measures.length > 0 ? { ...ingredient, measures } : ingredient;
    }),
  };
}

const PLAIN: Record<string, HouseholdMeasure['unit'] | undefined> = {
  cup: 'cup',
  cups: 'cup',
  tbsp: 'tbsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  tsp: 'tsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
};
/**
 * Notes that do not change what the measure holds: "cup (8 fl oz)", "tbsp (1 NLEA serving)", and
 * the form a spice or herb is bought in ("tsp, ground", "tsp, leaves", "tsp, whole").
 */
const PLAIN_NOTE =
  /\s*(?:\((?:\d+(?:\.\d+)? fl oz|1 nlea serving|1 serving|not packed)\)|,?\s+(?:ground|leaves|whole))$/;
