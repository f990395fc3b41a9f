import { z } from 'zod';
import { MEAL_TYPES, RECIPE_TAGS } from '../catalogue/vocabulary';

/** Recipe search, inspiration and simple recipes (3-daily-use.txt sections 3, 4, 7 and 9), paths relative to /api. */
export const INSPIRATION_PAGE_SIZE = 20;
export const SIMPLE_PAGE_SIZE = 20;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const list = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .max(300)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.enum(values), { error: `Choose from ${values.join(', ')}.` }));
const minutes = z.coerce.number().int().min(0).max(600);
const page = z.coerce.number().int().min(1).max(500).default(1);
const text = z.string().trim().max(100, 'A search is at most 100 characters.');

const nutrition = {
  kcal: z.number(),
  protein: z.number(),
  carbohydrates: z.number(),
  fat: z.number(),
  fiber: z.number(),
};

export const householdMeasureSchema = z.object({ unit: z.enum(['cup', 'tbsp', 'tsp']), grams: z.number() });
export type HouseholdMeasure = z.infer<typeof householdMeasureSchema>;

export const recipeItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  ...nutrition,
  portions: z.number().int(),
  preparation_time_min: z.number().int(),
  cooking_time_min: z.number().int(),
  meal_types: z.array(z.enum(MEAL_TYPES)),
  tags: z.array(z.object({ name: z.string() })),
  source_provider: z.string(),
  is_favourite: z.boolean(),
  diets: z.array(z.string()),
  allergens: z.array(z.string()),
  ingredients: z.array(
    z.object({
      food_id: z.string(),
      name: z.string(),
      grams: z.number(),
      /** Grams of the food per cup, tbsp or tsp, when the food has that household measure (imperial display). */
      measures: z.array(householdMeasureSchema).optional(),
    }),
  ),
  directions: z.array(z.object({ text: z.string() })),
});
export type RecipeItem = z.infer<typeof recipeItemSchema>;

export const simpleRecipeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  servings: z.number().int(),
  prep_time_minutes: z.number().int(),
  cook_time_minutes: z.number().int(),
  meal_types: z.array(z.enum(MEAL_TYPES)),
  ingredients: z.array(z.string()),
  instructions: z.string(),
  custom_tags: z.array(z.object({ id: z.string(), name: z.string(), human_name: z.string() })),
  source: z.string(),
  is_favorite: z.boolean(),
  allergens: z.array(z.string()),
  /** Per serving. */
  total_calories: z.number(),
  protein_grams: z.number(),
  carbohydrates_grams: z.number(),
  fat_grams: z.number(),
  fiber_grams: z.number().nullable(),
});
export type SimpleRecipe = z.infer<typeof simpleRecipeSchema>;

const paged = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item), next: z.string().nullable() });

export const recipeApi = {
  inspiration: {
    method: 'GET',
    path: '/recipes/inspiration/',
    query: z.object({
      page,
      pageSize: z.coerce.number().int().min(1).max(50).default(INSPIRATION_PAGE_SIZE),
      ingredientSearch: text.optional(),
      favourite: flag.optional(),
      mealTypes: list(MEAL_TYPES).optional(),
      preparationTimeMinGte: minutes.optional(),
      preparationTimeMinLte: minutes.optional(),
    }),
    response: paged(recipeItemSchema),
  },
  /** Recipe search for a meal slot (generateMeals). */
  search: {
    method: 'GET',
    path: '/recipes/generateMeals/',
    query: z.object({
      page,
      page_size: z.coerce.number().int().min(1).max(50).default(INSPIRATION_PAGE_SIZE),
      ingredient_search: text.optional(),
      favourite: flag.optional(),
      meal_types: list(['ALL', ...MEAL_TYPES]).optional(),
      tags: list(RECIPE_TAGS).optional(),
      preparation_time_min_lte: minutes.optional(),
      preparation_time_min_gte: minutes.optional(),
      source_provider: z.enum(['FORKCAST', 'USER_GENERATED']).optional(),
    }),
    response: paged(recipeItemSchema),
  },
  retrieve: {
    method: 'GET',
    path: '/recipes/:id/',
    params: z.object({ id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Unknown recipe.') }),
    response: recipeItemSchema,
  },
  simpleSuggestions: {
    method: 'GET',
    path: '/simple-recipes/suggestions/',
    query: z.object({
      page,
      search: text.optional(),
      mealTypes: list(MEAL_TYPES).optional(),
      customTags: z
        .string()
        .max(300)
        .transform((s) => s.split(',').filter(Boolean))
        .optional(),
      totalTimeLte: minutes.optional(),
      isFavorite: flag.optional(),
      ignore_preferences: flag.optional(),
    }),
    response: paged(simpleRecipeSchema),
  },
  /** The simple recipes as a list (3-daily-use.txt section 7): the inspiration's saved recipes are page 1 of 10 favourites. */
  simpleList: {
    method: 'GET',
    path: '/simple-recipes/',
    query: z.object({
      page,
      pageSize: z.coerce.number().int().min(1).max(50).default(SIMPLE_PAGE_SIZE),
      isFavorite: flag.optional(),
      mealTypes: list(MEAL_TYPES).optional(),
      customTags: z
        .string()
        .max(300)
        .transform((s) => s.split(',').filter(Boolean))
        .optional(),
    }),
    response: paged(simpleRecipeSchema),
  },
  simpleInspiration: {
    method: 'GET',
    path: '/simple-recipes/inspiration/',
    response: z.object({
      featured_section: z.object({ title: z.string(), recipes: z.array(simpleRecipeSchema) }),
      category_cards: z.array(
        z.object({ name: z.string(), title: z.string(), tag_id: z.string(), first_recipe: simpleRecipeSchema }),
      ),
      curated_sections: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          layout: z.enum(['horizontal', 'vertical']),
          recipes: z.array(simpleRecipeSchema),
        }),
      ),
    }),
  },
  customTags: {
    method: 'GET',
    path: '/simple-recipes/custom-tags/',
    response: z.object({ results: z.array(z.object({ id: z.string(), name: z.string(), human_name: z.string() })) }),
  },
  simpleRetrieve: {
    method: 'GET',
    path: '/simple-recipes/:id/',
    params: z.object({ id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Unknown recipe.') }),
    response: simpleRecipeSchema,
  },
} as const;
