import { z } from 'zod';

/** Food search, barcodes and food details (3-daily-use.txt section 7, Food), paths relative to /api. */
export const FOOD_PAGE_SIZE = 25;
export const AUTOCOMPLETE_SIZE = 8;

const query = z
  .string()
  .trim()
  .min(1, 'Type something to search for.')
  .max(100, 'A search is at most 100 characters.')
  .refine((text) => /[\p{Letter}\p{Number}]/u.test(text), 'Type letters or digits to search for.');

export const suggestedServingSchema = z.object({
  id: z.string(),
  serving_description: z.string(),
  grams: z.number(),
  kcal: z.number(),
  protein: z.number(),
  carbohydrates: z.number(),
  fat: z.number(),
  fiber: z.number().nullable(),
});

export const foodSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand_name: z.string().nullable(),
  category: z.string().nullable(),
  barcode: z.string().nullable(),
  /** OWN: a food the person made themselves (issue 19), found only by them. */
  source: z.enum(['USDA_SR28', 'OFF_2019', 'OFF_2026', 'USDA_BRANDED', 'OWN']),
  /** Open Food Facts 2019 products carry no energy: it is estimated from the macros (EU factors). */
  kcal_estimated: z.boolean(),
  per_100: z.object({
    unit: z.enum(['g', 'ml']),
    kcal: z.number(),
    protein: z.number(),
    carbohydrates: z.number(),
    fat: z.number(),
    fiber: z.number().nullable(),
  }),
  /** '100 g' first where the food has it, so the default serving is the first (3-daily-use.txt section 9). */
  suggested_servings: z.array(suggestedServingSchema).min(1),
});
export type Food = z.infer<typeof foodSchema>;

export const foodApi = {
  list: {
    method: 'GET',
    path: '/foods/',
    query: z.object({ query, page: z.coerce.number().int().min(1).max(200).default(1) }),
    response: z.array(foodSchema),
  },
  search: {
    method: 'GET',
    path: '/search/',
    query: z.object({ query, page: z.coerce.number().int().min(1).max(200).default(1) }),
    response: z.object({ results: z.array(foodSchema), next: z.string().nullable() }),
  },
  autocomplete: {
    method: 'GET',
    path: '/search/autocomplete/',
    query: z.object({ query }),
    response: z.array(z.object({ id: z.string(), name: z.string() })),
  },
  byBarcode: {
    method: 'GET',
    path: '/search/byBarcode/',
    query: z.object({
      barcode: z
        .string()
        .trim()
        .regex(/^\d{8,14}$/, 'A barcode is 8 to 14 digits.'),
    }),
    response: foodSchema,
  },
  retrieve: {
    method: 'GET',
    path: '/foods/:id/',
    params: z.object({
      id: z.string().regex(/^((sr|off|off2026|fdc):[0-9]{4,14}|own:[0-9a-f-]{36})$/, 'Unknown food.'),
    }),
    response: foodSchema,
  },
} as const;
