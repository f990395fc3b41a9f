import type { Food } from '../../src/core/api/food';
import { normalizeSearch, searchWords } from '../../src/core/catalogue/searchText';
import type { Language } from '../../src/core/language';
import type { Queryable } from '../db/database';
import type { FoodRow } from './foodRows';

export type { Language };

type FoodRecord = Pick<
  FoodRow,
  | 'id'
  | 'source'
  | 'name'
  | 'name_nl'
  | 'brand'
  | 'category'
  | 'barcode'
  | 'per_unit'
  | 'kcal'
  | 'kcal_estimated'
  | 'protein'
  | 'carbs'
  | 'fat'
  | 'fiber'
  | 'common'
  | 'names_en'
  | 'names_nl'
  | 'servings'
>;

const COLUMNS =
  'id, source, name, name_nl, brand, category, barcode, per_unit, kcal, kcal_estimated, protein, carbs, fat, fiber, common, names_en, names_nl, servings';
/** Enough candidates that the plain food is among them for any everyday word; ranking then happens here. */
const CANDIDATES = 1_500;

/**
 * Finds foods and products for a query, the plain generic food first: every word must occur; then
 * a curated everyday name ('banana', 'kipfilet') beats a name that merely starts with the word,
 * which beats a word inside a longer name; generic foods beat products, and baby, fast and
 * restaurant foods come last unless asked for (docs/decisions.md).
 */
export async function searchFoods(
  db: Queryable,
  query: string,
  options: { language: Language; limit: number; offset?: number },
): Promise<Food[]> {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const clauses = words.map((_, i) => `search_text like $${i + 1}`).join(' and ');
  const { rows } = await db.query<FoodRecord>(
    `select ${COLUMNS} from foods where ${clauses} order by common desc, (source = 'USDA_SR28') desc, length(name) limit ${CANDIDATES}`,
    words.map((w) => `%${w}%`),
  );
  const phrase = words.join(' ');
  const ranked = rows
    .map((row) => ({ row, score: scoreOf(row, phrase, words, options.language) }))
    .sort((a, b) => a.score - b.score || a.row.name.length - b.row.name.length || a.row.id.localeCompare(b.row.id));
  const offset = options.offset ?? 0;
  return ranked.slice(offset, offset + options.limit).map(({ row }) => foodOf(row, options.language));
}

export async function foodById(db: Queryable, id: string, language: Language): Promise<Food | undefined> {
  const { rows } = await db.query<FoodRecord>(`select ${COLUMNS} from foods where id = $1`, [id]);
  return rows[0] && foodOf(rows[0], language);
}

/** Declared energy wins over the 2019 estimate when a barcode is in more than one source. */
export async function foodByBarcode(db: Queryable, barcode: string, language: Language): Promise<Food | undefined> {
  const candidates = new Set([barcode, barcode.padStart(13, '0'), barcode.replace(/^0+/, '').padStart(12, '0')]);
  const { rows } = await db.query<FoodRecord>(
    `select ${COLUMNS} from foods where barcode = any($1::text[]) order by kcal_estimated, source`,
    [[...candidates]],
  );
  return rows[0] && foodOf(rows[0], language);
}

const CATEGORY_PENALTY: Record<string, number> = {
  'Baby Foods': 40,
  'American Indian/Alaska Native Foods': 25,
  'Fast Foods': 20,
  'Restaurant Foods': 20,
  'Meals, Entrees, and Side Dishes': 6,
};
const SOURCE_PENALTY: Record<FoodRow['source'], number> = { USDA_SR28: 0, OFF_2026: 8, USDA_BRANDED: 9, OFF_2019: 10 };
// A food in a state the query did not ask for ranks after the plain one.
const PROCESSED =
  /\b(canned|frozen|dried|dehydrated|chips|powder|juice|nectar|sweetened|candied|fried|breaded|pickled|imitation|babyfood|mix|substitute|flavored|sauce|soup|salad|pie|cake|bread|cereal|snacks?|bar)\b/g;

const forms = (word: string) => [word, `${word}s`, `${word}es`, word.replace(/(es|s|en)$/, '')];

function scoreOf(row: FoodRecord, phrase: string, words: readonly string[], language: Language): number {
  const name = normalizeSearch(row.name);
  const first = normalizeSearch(row.name.split(',')[0]!);
  const tokens = new Set(name.split(' '));
  // An everyday name is the answer whatever the food's category ('pizza' is filed under fast foods);
  // in the user's own language first ('paprika' is a pepper in Dutch, a spice in English).
  const [own, other] = language === 'nl' ? [row.names_nl, row.names_en] : [row.names_en, row.names_nl];
  const everyday = [
    own.includes(phrase),
    other.includes(phrase),
    own.some((n) => forms(phrase).includes(n)),
    other.some((n) => forms(phrase).includes(n)),
  ].indexOf(true);
  if (everyday >= 0) return everyday + (row.common ? 0 : 4);
  let score: number;
  if (forms(phrase).includes(first)) score = 10;
  else if (words.every((w) => forms(w).some((f) => tokens.has(f))))
    score = words.every((w) => first.includes(w)) ? 18 : 22;
  else if (words.every((w) => [...tokens].some((t) => t.startsWith(w)))) score = 30;
  else score = 45;
  score += SOURCE_PENALTY[row.source] + (CATEGORY_PENALTY[row.category ?? ''] ?? 0);
  const unasked = (name.match(PROCESSED) ?? []).filter((m) => !phrase.includes(m)).length;
  score += Math.min(unasked, 3) * 3;
  if (tokens.has('raw')) score -= 2;
  return score;
}

function foodOf(row: FoodRecord, language: Language): Food {
  const per = (grams: number, value: number) => Math.round(((value * grams) / 100) * 10) / 10;
  return {
    id: row.id,
    name: language === 'nl' && row.name_nl ? row.name_nl : row.name,
    brand_name: row.brand,
    category: row.category,
    barcode: row.barcode,
    source: row.source,
    kcal_estimated: row.kcal_estimated,
    per_100: {
      unit: row.per_unit,
      kcal: row.kcal,
      protein: row.protein,
      carbohydrates: row.carbs,
      fat: row.fat,
      fiber: row.fiber,
    },
    suggested_servings: row.servings.map((s) => ({
      id: s.id,
      serving_description: s.description[language],
      grams: s.grams,
      kcal: Math.round((row.kcal * s.grams) / 100),
      protein: per(s.grams, row.protein),
      carbohydrates: per(s.grams, row.carbs),
      fat: per(s.grams, row.fat),
      fiber: row.fiber === null ? null : per(s.grams, row.fiber),
    })),
  };
}
