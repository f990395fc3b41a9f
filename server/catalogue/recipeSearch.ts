import enCatalogue from '../../locales/en/catalogue.json';
import nlCatalogue from '../../locales/nl/catalogue.json';
import type { RecipeItem, SimpleRecipe } from '../../src/core/api/recipes';
import type { Recipe } from '../../src/core/catalogue/recipe';
import { searchWords } from '../../src/core/catalogue/searchText';
import type { Nutrients } from '../../src/core/catalogue/nutrients';
import type { Queryable } from '../db/database';
import type { Language } from './foodSearch';
import type { SimpleRecipeSource } from './recipeSource';

export const catalogueText = { en: enCatalogue, nl: nlCatalogue } as const;

export interface RecipeFilter {
  readonly kind: 'RECIPE' | 'SIMPLE';
  readonly text?: string;
  readonly mealTypes?: readonly string[];
  readonly tags?: readonly string[];
  readonly minMinutes?: number;
  readonly maxMinutes?: number;
  /** Only these ids (favourites); an empty list finds nothing. */
  readonly onlyIds?: readonly string[];
  /** Never these ids (disliked recipes). */
  readonly exceptIds?: readonly string[];
  /** The person's diet, intolerances, allergens and ingredient dislikes: recipes that break one are left out. */
  readonly suits?: {
    readonly diet: string;
    readonly intolerances: readonly string[];
    readonly allergens: readonly string[];
    readonly dislikes: readonly string[];
  };
}

interface RecipeRecord {
  id: string;
  doc: Recipe | (SimpleRecipeSource & { perServing: Nutrients; diets: string[]; derivedAllergens: string[] });
}

/**
 * Recipes matching every given filter, ordered by name in the user's language, one page at a
 * time. Time filters read the total time, preparation plus cooking: what a person waits for.
 */
export async function findRecipes(
  db: Queryable,
  filter: RecipeFilter,
  paging: { language: Language; page: number; pageSize: number },
): Promise<{ rows: RecipeRecord[]; hasMore: boolean }> {
  const where = ['kind = $1'];
  const params: unknown[] = [filter.kind];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  for (const word of searchWords(filter.text ?? '')) add((n) => `search_text like ${n}`, `%${word}%`);
  if (filter.mealTypes?.length && !filter.mealTypes.includes('ALL'))
    add((n) => `meal_types && ${n}::text[]`, filter.mealTypes);
  if (filter.tags?.length) add((n) => `tags && ${n}::text[]`, filter.tags);
  if (filter.minMinutes !== undefined) add((n) => `prep_minutes + cook_minutes >= ${n}`, filter.minMinutes);
  if (filter.maxMinutes !== undefined) add((n) => `prep_minutes + cook_minutes <= ${n}`, filter.maxMinutes);
  if (filter.onlyIds) add((n) => `id = any(${n}::text[])`, filter.onlyIds);
  if (filter.exceptIds?.length) add((n) => `not (id = any(${n}::text[]))`, filter.exceptIds);
  if (filter.suits) {
    add((n) => `${n} = any(diets)`, filter.suits.diet);
    add((n) => `not (intolerances && ${n}::text[])`, filter.suits.intolerances);
    add((n) => `not (allergens && ${n}::text[])`, filter.suits.allergens);
    add((n) => `not (dislikes && ${n}::text[])`, filter.suits.dislikes);
  }
  const order = paging.language === 'nl' ? 'name_nl' : 'name_en';
  const { rows } = await db.query<RecipeRecord>(
    `select id, doc from recipes where ${where.join(' and ')} order by ${order}, id limit ${paging.pageSize + 1} offset ${(paging.page - 1) * paging.pageSize}`,
    params,
  );
  return { rows: rows.slice(0, paging.pageSize), hasMore: rows.length > paging.pageSize };
}

export async function recipeRecord(
  db: Queryable,
  kind: RecipeFilter['kind'],
  id: string,
): Promise<RecipeRecord | undefined> {
  const { rows } = await db.query<RecipeRecord>('select id, doc from recipes where kind = $1 and id = $2', [kind, id]);
  return rows[0];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function recipeItemOf(record: RecipeRecord, language: Language, favourite: boolean): RecipeItem {
  const recipe = record.doc as Recipe;
  const n = recipe.perPortion;
  return {
    id: recipe.id,
    name: recipe.name[language],
    image: null,
    kcal: Math.round(n.kcal),
    protein: round1(n.protein),
    carbohydrates: round1(n.carbs),
    fat: round1(n.fat),
    fiber: round1(n.fiber),
    portions: recipe.portions,
    preparation_time_min: recipe.prepMinutes,
    cooking_time_min: recipe.cookMinutes,
    meal_types: [...recipe.mealTypes],
    tags: recipe.tags.map((name) => ({ name })),
    source_provider: 'FORKCAST',
    is_favourite: favourite,
    diets: [...recipe.diets],
    allergens: [...recipe.allergens],
    ingredients: recipe.ingredients.map((i) => ({
      food_id: `sr:${i.foodId}`,
      name: i.display[language],
      grams: i.grams,
      ...(i.measures?.length ? { measures: i.measures.map((m) => ({ unit: m.unit, grams: m.grams })) } : {}),
    })),
    directions: recipe.directions[language].map((text) => ({ text })),
  };
}

export function simpleRecipeOf(record: RecipeRecord, language: Language, favourite: boolean): SimpleRecipe {
  const recipe = record.doc as SimpleRecipeSource & { perServing: Nutrients; derivedAllergens: string[] };
  const n = recipe.perServing;
  return {
    id: recipe.id,
    name: recipe.name[language],
    description: recipe.description[language],
    image: null,
    servings: recipe.servings,
    prep_time_minutes: recipe.prepMinutes,
    cook_time_minutes: recipe.cookMinutes,
    meal_types: [...recipe.mealTypes],
    ingredients: recipe.ingredients.map((i) => i.text[language]),
    instructions: recipe.instructions[language],
    custom_tags: recipe.customTags.map((tag) => ({ id: tag, name: tag, human_name: customTagName(tag, language) })),
    source: 'FORKCAST',
    is_favorite: favourite,
    allergens: [...new Set([...recipe.allergens, ...recipe.derivedAllergens])],
    total_calories: Math.round(n.kcal),
    protein_grams: round1(n.protein),
    carbohydrates_grams: round1(n.carbs),
    fat_grams: round1(n.fat),
    fiber_grams: round1(n.fiber),
  };
}

export const customTagName = (tag: string, language: Language): string =>
  (catalogueText[language].customTags as Record<string, string>)[tag] ?? tag;

/** The next page's link: the same query with the page moved on. */
export function nextLink(path: string, query: Record<string, unknown>, pageKey: string, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || key === pageKey) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  params.set(pageKey, String(page + 1));
  return `/api${path}?${params}`;
}
