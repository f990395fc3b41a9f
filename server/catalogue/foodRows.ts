import { normalizeSearch } from '../../src/core/catalogue/searchText';
import { brandCase } from './foodQuality';
import type { FoodName, SrFood } from './sources';
import type { loadOff2019, loadOff2026, loadUsdaBranded } from './sources';

/** One row of the foods table, as the importer writes it (migration 004). */
export interface FoodRow {
  id: string;
  source: 'USDA_SR28' | 'OFF_2019' | 'OFF_2026' | 'USDA_BRANDED';
  source_id: string;
  name: string;
  name_nl: string | null;
  brand: string | null;
  category: string | null;
  barcode: string | null;
  per_unit: 'g' | 'ml';
  kcal: number;
  kcal_estimated: boolean;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number | null;
  sugars: number | null;
  sat_fat: number | null;
  salt: number | null;
  common: boolean;
  names_en: string[];
  names_nl: string[];
  search_text: string;
  servings: { id: string; description: { en: string; nl: string }; grams: number }[];
}

const hundred = (id: string, unit: 'g' | 'ml') => ({
  id: `${id}/0`,
  description: { en: `100 ${unit}`, nl: `100 ${unit}` },
  grams: 100,
});

// Household measures of the composition table, word by word; words not listed stay English.
const DUTCH_WORDS: Record<string, string> = {
  cup: 'kop',
  cups: 'kopjes',
  tbsp: 'el',
  tsp: 'tl',
  slice: 'plak',
  slices: 'plakken',
  piece: 'stuk',
  pieces: 'stukken',
  large: 'groot',
  medium: 'middelgroot',
  small: 'klein',
  whole: 'heel',
  chopped: 'gehakt',
  sliced: 'gesneden',
  diced: 'in blokjes',
  shredded: 'geraspt',
  grated: 'geraspt',
  mashed: 'gepureerd',
  packed: 'aangedrukt',
  serving: 'portie',
  container: 'bakje',
  can: 'blik',
  package: 'pak',
  bottle: 'fles',
  leaf: 'blad',
  leaves: 'bladeren',
  clove: 'teen',
  cloves: 'tenen',
  stalk: 'stengel',
  fruit: 'vrucht',
  egg: 'ei',
  extra: 'extra',
  and: 'en',
  or: 'of',
  with: 'met',
  without: 'zonder',
  cooked: 'gekookt',
  raw: 'rauw',
};
/** A household measure in Dutch words and number format: '0.5 cup, chopped' -> '0,5 kop, gehakt'. */
export const dutchPortion = (text: string): string =>
  text.replace(/[A-Za-z]+/g, (word) => DUTCH_WORDS[word.toLowerCase()] ?? word).replace(/(\d)\.(\d)/g, '$1,$2');

const amountText = (amount: number) =>
  Number.isInteger(amount) ? String(amount) : String(Math.round(amount * 100) / 100);

export function srFoodRow(food: SrFood, name: FoodName | undefined): FoodRow {
  const id = `sr:${food.id}`;
  const portions = food.portions.map((p, i) => {
    const en = `${amountText(p.amount)} ${p.unit}`;
    return { id: `${id}/${i + 1}`, description: { en, nl: dutchPortion(en) }, grams: p.grams };
  });
  return {
    id,
    source: 'USDA_SR28',
    source_id: food.id,
    name: food.name,
    name_nl: name?.nl ?? null,
    brand: null,
    category: food.category,
    barcode: null,
    per_unit: 'g',
    kcal: food.per100g.kcal,
    kcal_estimated: false,
    protein: food.per100g.protein,
    carbs: food.per100g.carbs,
    fat: food.per100g.fat,
    fiber: food.per100g.fiber,
    sugars: food.per100g.sugars,
    sat_fat: food.per100g.satFat,
    // Salt is sodium x 2.5 (EU Regulation 1169/2011 Annex I), so products and foods compare.
    salt: food.per100g.sodiumMg === null ? null : Math.round(food.per100g.sodiumMg * 2.5) / 1000,
    common: name?.curated ?? false,
    names_en: name ? [...new Set([name.en, ...name.aliases.en].map(normalizeSearch))] : [],
    names_nl: name ? [...new Set([name.nl, ...name.aliases.nl].map(normalizeSearch))] : [],
    search_text: normalizeSearch(
      [name?.en, name?.nl, ...(name?.aliases.en ?? []), ...(name?.aliases.nl ?? []), food.name]
        .filter(Boolean)
        .join(' '),
    ),
    servings: [hundred(id, 'g'), ...portions],
  };
}

type Row<F extends () => { rows: readonly unknown[] }> = ReturnType<F>['rows'][number];

export function off2019Row(product: Row<typeof loadOff2019>): FoodRow {
  const id = `off:${product.barcode}`;
  const n = product.per100g;
  return {
    ...productBase(id, 'OFF_2019', product.barcode, product.name, null, null),
    kcal: n.kcalEstimated,
    kcal_estimated: true,
    ...productNutrients(n),
    servings: [hundred(id, 'g')],
  };
}

export function off2026Row(product: Row<typeof loadOff2026>): FoodRow {
  const id = `off2026:${product.barcode}`;
  const serving =
    product.servingGrams && product.servingSize
      ? [
          {
            id: `${id}/1`,
            description: { en: product.servingSize, nl: dutchPortion(product.servingSize) },
            grams: product.servingGrams,
          },
        ]
      : [];
  return {
    ...productBase(id, 'OFF_2026', product.barcode, product.name, product.brands, product.category),
    kcal: product.per100g.kcal,
    kcal_estimated: false,
    ...productNutrients(product.per100g),
    servings: [hundred(id, 'g'), ...serving],
  };
}

export function usdaBrandedRow(product: Row<typeof loadUsdaBranded>): FoodRow {
  const id = `fdc:${product.barcode}`;
  return {
    ...productBase(id, 'USDA_BRANDED', product.barcode, product.name, product.brandOwner, null),
    per_unit: product.per100,
    kcal: product.per100g.kcal,
    kcal_estimated: false,
    ...productNutrients(product.per100g),
    servings: [hundred(id, product.per100)],
  };
}

function productBase(
  id: string,
  source: FoodRow['source'],
  barcode: string,
  name: string,
  brand: string | null,
  category: string | null,
) {
  return {
    id,
    source,
    source_id: barcode,
    name,
    name_nl: null,
    brand: brand && brandCase(brand),
    category,
    barcode,
    per_unit: 'g' as const,
    common: false,
    names_en: [],
    names_nl: [],
    search_text: normalizeSearch(`${name} ${brand ?? ''}`),
  };
}

function productNutrients(n: {
  protein: number;
  carbs: number;
  fat: number;
  fiber: number | null;
  sugars: number | null;
  satFat: number | null;
  salt: number | null;
}) {
  return {
    protein: n.protein,
    carbs: n.carbs,
    fat: n.fat,
    fiber: n.fiber,
    sugars: n.sugars,
    sat_fat: n.satFat,
    salt: n.salt,
  };
}
