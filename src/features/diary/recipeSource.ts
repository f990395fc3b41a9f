import type { ApiClient } from '../../core/api/client';
import { recipeApi } from '../../core/api/recipes';
import type { MealType } from '../../core/catalogue/vocabulary';
import { foldSlot } from '../../core/plugins';

/** A recipe the diary's 'add recipe' offers, per portion, whichever catalogue it comes from. */
export interface RecipeOption {
  readonly id: string;
  readonly name: string;
  readonly portions: number;
  readonly minutes: number;
  readonly kcal: number;
  readonly protein: number;
  readonly carbohydrates: number;
  readonly fat: number;
}

/** Where the diary's recipes come from: the recipes with ingredients, or (the simple-recipes plugin) the simple recipes. */
export interface RecipeSource {
  readonly kind: 'RECIPE' | 'SIMPLE';
  search(
    api: ApiClient,
    query: { readonly mealType: MealType; readonly text: string; readonly signal?: AbortSignal },
  ): Promise<readonly RecipeOption[]>;
  /** The recipe's name in both languages: the diary shows it in the person's language of the moment. */
  names(api: ApiClient, id: string): Promise<{ readonly en: string; readonly nl: string }>;
}

const bothLanguages = async (name: (language: 'en' | 'nl') => Promise<string>) => {
  const [en, nl] = await Promise.all([name('en'), name('nl')]);
  return { en, nl };
};

/** The product's own catalogue: the recipes with ingredients (3-daily-use.txt section 3). */
export const fullRecipes: RecipeSource = {
  kind: 'RECIPE',
  async search(api, { mealType, text, signal }) {
    const page = await api.call('recipeSearch', recipeApi.search, {
      query: { page: 1, page_size: 20, meal_types: mealType, ...(text ? { ingredient_search: text } : {}) },
      ...(signal ? { signal } : {}),
    });
    return page.results.map((r) => ({
      id: r.id,
      name: r.name,
      portions: r.portions,
      minutes: r.preparation_time_min + r.cooking_time_min,
      kcal: r.kcal,
      protein: r.protein,
      carbohydrates: r.carbohydrates,
      fat: r.fat,
    }));
  },
  names: (api, id) =>
    bothLanguages(
      async (language) => (await api.call('recipe', recipeApi.retrieve, { params: { id }, language })).name,
    ),
};

/** The extension point where a plugin changes the diary's recipe catalogue (simple recipes). */
export const diaryRecipeSource = foldSlot<RecipeSource>('diary.recipeSource');
