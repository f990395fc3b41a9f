import { recipeApi } from '../../core/api/recipes';
import type { RecipeSource } from '../../features/diary/recipeSource';

/** The simple recipes of a SIMPLE organisation (3-daily-use.txt section 9) as the diary's 'add recipe' catalogue. */
export const simpleRecipes: RecipeSource = {
  kind: 'SIMPLE',
  async search(api, { mealType, text, signal }) {
    const page = await api.call('simpleSuggestions', recipeApi.simpleSuggestions, {
      query: { page: 1, mealTypes: mealType, ...(text ? { search: text } : {}) },
      ...(signal ? { signal } : {}),
    });
    return page.results.map((r) => ({
      id: r.id,
      name: r.name,
      portions: r.servings,
      minutes: r.prep_time_minutes + r.cook_time_minutes,
      kcal: r.total_calories,
      protein: r.protein_grams,
      carbohydrates: r.carbohydrates_grams,
      fat: r.fat_grams,
    }));
  },
  async names(api, id) {
    const [en, nl] = await Promise.all(
      (['en', 'nl'] as const).map(
        async (language) =>
          (await api.call('simpleRecipe', recipeApi.simpleRetrieve, { params: { id }, language })).name,
      ),
    );
    return { en: en!, nl: nl! };
  },
};
