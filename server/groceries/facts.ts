import type { FoodFactsAnswer, GroceryCategory } from '../../src/core/api/groceries';
import type { Queryable } from '../db/database';
import { householdMeasures } from '../catalogue/measures';
import type { FoodRow } from '../catalogue/foodRows';
import { groceryCategoryOf } from './categories';
import { borrowKey, lentName, shopperName, type NamedFood } from './names';

export interface Bilingual {
  readonly en: string;
  readonly nl: string;
}

/** What of a catalogue row the shopping facts are made from. */
export type FactsFood = Pick<FoodRow, 'id' | 'source' | 'name' | 'name_nl' | 'category' | 'per_unit' | 'names_en'> & {
  readonly servings: readonly { readonly description: { readonly en: string }; readonly grams: number }[];
};

/** A portion as the USDA table lists it, read back from the stored serving ('1 medium (3" dia)'). */
interface Portion {
  readonly amount: number;
  readonly unit: string;
  readonly grams: number;
}

/** The shopping facts of one food of the catalogue. */
export function foodFactsOf(food: FactsFood, borrowed?: Partial<Bilingual>): FoodFactsAnswer {
  const name = shopperName(food, borrowed);
  const category = groceryCategoryOf(food);
  const portions = portionsOf(food);
  return {
    foodId: food.id,
    name,
    category,
    pieceGrams: food.source === 'USDA_SR28' ? pieceGramsOf(food.name, category, portions) : null,
    mlPerGram: food.per_unit === 'ml' ? 1 : food.source === 'USDA_SR28' ? mlPerGramOf(food, name.en, portions) : null,
  };
}

/**
 * Grams of one piece, for a food a shopper counts: produce, bread rolls and whole eggs with a
 * portion of one piece ('1 medium', '1 large', '1 fruit', '1 head', '1 roll'). The medium piece
 * is the one counted, else the plain noun, else large, then small; eggs count in 'large' because
 * the USDA's large egg (50 g) is the European M egg a shop sells by default. A piece under 20 g
 * (a strawberry, a garlic clove, a radish) is bought by weight or by the punnet, not counted.
 */
export function pieceGramsOf(
  description: string,
  category: GroceryCategory,
  portions: readonly Portion[],
): number | null {
  const eggs = /^egg, whole\b/i.test(description);
  if (!(category === 'PRODUCE' || category === 'BAKERY' || (category === 'DAIRY_EGGS' && eggs))) return null;
  const pieces = portions.flatMap((p) => {
    const unit = p.unit
      .toLowerCase()
      .replace(/\([^)]*\)/g, ' ')
      .trim();
    if (p.amount !== 1 || NOT_A_PIECE.test(unit) || !(SIZE_FIRST.test(unit) || COUNT_NOUN.test(unit))) return [];
    return [{ size: SIZE.exec(unit)?.[1] ?? '', grams: p.grams }];
  });
  const preference = eggs ? EGG_SIZES : SIZES;
  const piece = preference.map((size) => pieces.find((p) => p.size === size)).find(Boolean);
  return piece && piece.grams >= MIN_PIECE_GRAMS ? piece.grams : null;
}

/**
 * Millilitres per gram, for a food a shopper buys by volume: drinks, milk and cream, oils, stock
 * and broth, vinegar, juices, thin sauces (soy, fish), syrups. Read from the food's largest plain
 * volume measure (cup 236.6 ml, quart, litre, fl oz, tbsp, tsp) as millilitres over its grams;
 * powders, dried, condensed and solid forms are weighed. A figure outside 0.5-2 ml/g is no liquid
 * (or an error of the table) and is left out.
 */
export function mlPerGramOf(
  food: Pick<FactsFood, 'name' | 'category'>,
  englishName: string,
  portions: readonly Portion[],
): number | null {
  const description = food.name.toLowerCase().replace(/\([^)]*\)/g, ' ');
  const firstPart = description.split(',')[0]!;
  const liquid =
    LIQUID_GROUPS.has(food.category ?? '') &&
    (food.category === 'Beverages' || LIQUID.test(firstPart) || LIQUID.test(englishName.toLowerCase())) &&
    !SOLID.test(description);
  if (!liquid) return null;
  const plain = new Map(householdMeasures([...portions]).map((m) => [m.unit, m.grams] as const));
  for (const unit of VOLUME_PREFERENCE) {
    const grams = plain.get(unit as 'cup') ?? otherVolume(portions, unit);
    if (grams) {
      const mlPerGram = Math.round((ML[unit] / grams) * 1000) / 1000;
      return mlPerGram >= 0.5 && mlPerGram <= 2 ? mlPerGram : null;
    }
  }
  return null;
}

/** The shopping facts of the given foods that the catalogue holds, by id; unknown ids are absent. */
export async function foodFactsByIds(db: Queryable, ids: readonly string[]): Promise<Map<string, FoodFactsAnswer>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<FactsFood>(`select ${COLUMNS} from foods where id = any($1::text[])`, [
    [...new Set(ids)],
  ]);
  const borrowed = await lenders(db, rows);
  return new Map(rows.map((row) => [row.id, foodFactsOf(row, borrowed.get(borrowKey(row)))]));
}

const COLUMNS = 'id, source, name, name_nl, category, per_unit, names_en, servings';

/** For generic foods without an everyday name, the names of the foods whose everyday English name their description gives. */
async function lenders(db: Queryable, rows: readonly FactsFood[]): Promise<Map<string, Partial<Bilingual>>> {
  const keys = [
    ...new Set(rows.filter((r) => r.source === 'USDA_SR28' && (!r.name_nl || !r.names_en[0])).map(borrowKey)),
  ].filter(Boolean);
  if (keys.length === 0) return new Map();
  const { rows: found } = await db.query<NamedFood>(
    `select id, source, name, name_nl, names_en from foods
     where source = 'USDA_SR28' and name_nl is not null and names_en[1] = any($1::text[]) order by common desc, id`,
    [keys],
  );
  // Only a lender's own name counts: by an alias, 'Chicken, thigh' would borrow 'Whole chicken'.
  const lent = new Map<string, Partial<Bilingual>>();
  for (const lender of found) {
    const key = lender.names_en[0]!;
    if (keys.includes(key) && !lent.has(key)) lent.set(key, lentName(lender));
  }
  return lent;
}

function portionsOf(food: FactsFood): Portion[] {
  return food.servings.flatMap((s) => {
    const match = /^(\d+(?:\.\d+)?)\s+(.+)$/.exec(s.description.en.trim());
    return match && s.grams > 0 ? [{ amount: Number(match[1]), unit: match[2]!, grams: s.grams }] : [];
  });
}

function otherVolume(portions: readonly Portion[], unit: string): number | undefined {
  const portion = portions.find(
    (p) =>
      p.amount > 0 &&
      p.unit
        .toLowerCase()
        .replace(/\([^)]*\)/g, '')
        .trim() === unit,
  );
  return portion && portion.grams / portion.amount;
}

const SIZES = ['medium', '', 'large', 'small', 'extra large', 'extra small', 'jumbo'];
const EGG_SIZES = ['large', 'medium', '', 'extra large', 'small', 'jumbo'];
const MIN_PIECE_GRAMS = 20;
const SIZE = /\b(extra large|extra small|jumbo|large|medium|small)\b/;
const SIZE_FIRST = /^(extra large|extra small|jumbo|large|medium|small)\b/;
const COUNT_NOUN =
  /^(fruit|egg|pepper|bulb|head|beet|avocado|melon|potato|sweetpotato|cucumber|leek|roll|bun|bagel|muffin|pita|tortilla|croissant)s?\b/;
const NOT_A_PIECE =
  /\b(slices?|wedges?|cups?|tbsp|tsp|oz|leaf|leaves|rings?|strips?|spears?|stalks?|sprigs?|yields|chopped|sliced|diced|pieces?|floweret)\b/;

const LIQUID_GROUPS = new Set([
  'Beverages',
  'Dairy and Egg Products',
  'Fats and Oils',
  'Soups, Sauces, and Gravies',
  'Spices and Herbs',
  'Fruits and Fruit Juices',
  'Vegetables and Vegetable Products',
  'Legumes and Legume Products',
  'Nut and Seed Products',
  'Sweets',
]);
const LIQUID =
  /\b(milk|soymilk|buttermilk|juices?|stock|broth|bouillon|soups?|vinegar|soy sauce|fish sauce|tamari|syrups?|cream|kefir|wines?|beer|water|extract|oils?)\b/;
const SOLID =
  /\b(powder|powdered|dry|dried|dehydrated|mix|instant|condensed|cheese|yogh?urt|chocolate|ice creams?|whipped|cubes?|paste|solids|concentrate|chestnuts?)\b/;
const ML: Readonly<Record<(typeof VOLUME_PREFERENCE)[number], number>> = {
  cup: 236.588,
  quart: 946.353,
  liter: 1000,
  'fl oz': 29.5735,
  tbsp: 14.787,
  tsp: 4.929,
};
const VOLUME_PREFERENCE = ['cup', 'quart', 'liter', 'fl oz', 'tbsp', 'tsp'] as const;
