import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import type { CatalogueFood } from '../../src/core/catalogue/recipe';
import { recipeSource, simpleRecipeSource, type RecipeSource, type SimpleRecipeSource } from './recipeSource';

/**
 * The openly licensed data (server/catalogue/data, gzipped copies of shared/data; see its README)
 * and the recipes written for Forkcast (server/catalogue/recipes). Read once per import.
 */
const DATA_DIR = join(import.meta.dirname, 'data');
const RECIPE_DIR = join(import.meta.dirname, 'recipes');

export interface SourceFile<T> {
  readonly name: string;
  readonly checksum: string;
  readonly rows: readonly T[];
}

function readData<T>(file: string, schema: z.ZodType<T>): SourceFile<T> {
  const raw = readFileSync(join(DATA_DIR, file));
  const rows = z.array(schema).parse(JSON.parse(gunzipSync(raw).toString('utf8')));
  return { name: file.replace(/\.json\.gz$/, ''), checksum: createHash('sha256').update(raw).digest('hex'), rows };
}

const nullableNumber = z.number().nullable();
export const srFood = z.object({
  id: z.string(),
  fdcId: z.number().nullable(),
  name: z.string(),
  category: z.string(),
  per100g: z.object({
    kcal: z.number(),
    protein: z.number(),
    carbs: z.number(),
    fat: z.number(),
    fiber: nullableNumber,
    sugars: nullableNumber,
    satFat: nullableNumber,
    sodiumMg: nullableNumber,
  }),
  portions: z.array(z.object({ amount: z.number(), unit: z.string(), grams: z.number() })),
});
export type SrFood = z.infer<typeof srFood>;

const productNutrients = z.object({
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  fiber: nullableNumber,
  sugars: nullableNumber,
  satFat: nullableNumber,
  salt: nullableNumber,
});
export const offProduct2019 = z.object({
  barcode: z.string(),
  name: z.string(),
  per100g: productNutrients.extend({ kcalEstimated: z.number() }),
});
export const offProduct2026 = z.object({
  barcode: z.string(),
  name: z.string(),
  brands: z.string().nullable(),
  servingSize: z.string().nullable(),
  servingGrams: nullableNumber,
  category: z.string().nullable(),
  per100g: productNutrients.extend({ kcal: z.number() }),
});
export const usdaBranded = z.object({
  barcode: z.string(),
  name: z.string(),
  brandOwner: z.string().nullable(),
  per100: z.enum(['g', 'ml']),
  per100g: productNutrients.extend({ kcal: z.number() }),
});

const tandoor = z.object({
  foods: z.array(
    z.object({
      nameEn: z.string(),
      nameNl: z.string().nullable(),
      fdcId: z.number().nullable(),
      srId: z.string().nullable(),
    }),
  ),
});

export const loadSrFoods = () => {
  // Foods the table lacks a core value for cannot be counted; they are left out (docs/decisions.md).
  const complete = z.object({
    per100g: z.object({ kcal: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() }),
  });
  const file = readData('foods-usda-sr28.json.gz', z.unknown());
  return { ...file, rows: file.rows.filter((r) => complete.safeParse(r).success).map((r) => srFood.parse(r)) };
};
export const loadOff2019 = () => readData('products-off-nl-be-2019.json.gz', offProduct2019);
export const loadOff2026 = () => readData('products-off-sample-2026.json.gz', offProduct2026);
export const loadUsdaBranded = () => readData('products-usda-branded-sample.json.gz', usdaBranded);

export interface FoodName {
  readonly en: string;
  readonly nl: string;
  readonly aliases: { readonly en: readonly string[]; readonly nl: readonly string[] };
  /** From the curated list (common-foods.json) rather than Open Tandoor Data. */
  readonly curated: boolean;
}

/** Everyday English and Dutch names by SR28 id: the curated common foods (server/catalogue/data/common-foods.json) over Open Tandoor Data. */
export function loadFoodNames(srFoods: readonly SrFood[]): { checksum: string; names: Map<string, FoodName> } {
  const commonRaw = readFileSync(join(DATA_DIR, 'common-foods.json'));
  const common = z
    .array(
      z.object({
        foodId: z.string(),
        en: z.string(),
        nl: z.string(),
        aliases: z
          .object({ en: z.array(z.string()), nl: z.array(z.string()) })
          .partial()
          .optional(),
      }),
    )
    .parse(JSON.parse(commonRaw.toString('utf8')));
  const tandoorRaw = readFileSync(join(DATA_DIR, 'food-names-en-nl-tandoor.json.gz'));
  const srIdByFdc = new Map(srFoods.flatMap((f) => (f.fdcId ? [[f.fdcId, f.id] as const] : [])));
  const names = new Map<string, FoodName>();
  for (const food of tandoor.parse(JSON.parse(gunzipSync(tandoorRaw).toString('utf8'))).foods) {
    const id = food.srId ?? (food.fdcId ? srIdByFdc.get(food.fdcId) : undefined);
    if (id && food.nameNl)
      names.set(id, { en: food.nameEn, nl: food.nameNl, aliases: { en: [], nl: [] }, curated: false });
  }
  for (const food of common)
    names.set(food.foodId, {
      en: food.en,
      nl: food.nl,
      aliases: { en: food.aliases?.en ?? [], nl: food.aliases?.nl ?? [] },
      curated: true,
    });
  return { checksum: createHash('sha256').update(commonRaw).update(tandoorRaw).digest('hex'), names };
}

export const foodsForRecipes = (foods: readonly SrFood[]): Map<string, CatalogueFood> =>
  new Map(foods.map((f) => [f.id, f]));

/** Every recipe file, validated; a broken file stops the import with the reason. */
export function loadRecipeSources(): { checksum: string; recipes: RecipeSource[]; simple: SimpleRecipeSource[] } {
  const hash = createHash('sha256');
  const recipes: RecipeSource[] = [];
  const simple: SimpleRecipeSource[] = [];
  for (const file of readdirSync(RECIPE_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const raw = readFileSync(join(RECIPE_DIR, file));
    hash.update(file).update(raw);
    const list = JSON.parse(raw.toString('utf8')) as unknown[];
    if (file.startsWith('simple')) simple.push(...z.array(simpleRecipeSource).parse(list));
    else recipes.push(...z.array(recipeSource).parse(list));
  }
  return { checksum: hash.digest('hex'), recipes, simple };
}
