import type { Food } from '../../src/core/api/food';
import { searchWords } from '../../src/core/catalogue/searchText';
import type { Language } from '../../src/core/language';
import type { Queryable } from '../db/database';
import type { FoodRow } from './foodRows';
import { rankFoods, type Candidate } from './foodRanking';
import { correction, vocabularyOf } from './typos';

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
const CANDIDATE_COLUMNS =
  'id, source, name, brand, category, common, names_en, names_nl, kcal, kcal_estimated, protein, carbs, fat';
/** Enough candidates that the plain food is among them for any everyday word; ranking then happens here. */
const CANDIDATES = 1_500;
/** Fewer matches at word edges than a page: look inside words too ('melk' in 'melkchocolade'). */
const FEW = 25;
/** The search text between spaces, so that every word has one before and after it (migration 018). */
const WORDS = `(' ' || search_text || ' ')`;

/**
 * Finds foods and products for a query, best first (foodRanking.ts), leaving out rows whose values
 * cannot be true (foodQuality.ts). Words match at word edges, or inside words when that finds
 * little; a rare or unknown word is also searched as the word it was probably meant to be (typos.ts).
 */
export async function searchFoods(
  db: Queryable,
  query: string,
  options: { language: Language; limit: number; offset?: number },
): Promise<Food[]> {
  const asked = searchWords(query);
  if (asked.length === 0) return [];
  let rows = await matching(db, asked);
  // An unknown word of a query that finds a page is being typed ('tomatoe'), not mistyped.
  const vocabulary = await vocabularyOf(db);
  const typing = (w: string) => rows.length >= FEW && !vocabulary.has(w);
  const words = asked.map((w) => (typing(w) ? w : (correction(w, vocabulary) ?? w)));
  // The corrected words rank both sets, so what the typo itself found comes after.
  if (words.some((w, i) => w !== asked[i])) {
    const ids = new Set(rows.map((r) => r.id));
    rows = [...rows, ...(await matching(db, words)).filter((r) => !ids.has(r.id))];
  }
  const offset = options.offset ?? 0;
  const page = rankFoods(rows, words, options.language).slice(offset, offset + options.limit);
  if (page.length === 0) return [];
  const full = await db.query<FoodRecord>(`select ${COLUMNS} from foods where id = any($1::text[])`, [
    page.map((r) => r.id),
  ]);
  const byId = new Map(full.rows.map((r) => [r.id, r]));
  return page.map((r) => foodOf(byId.get(r.id)!, options.language));
}

async function matching(db: Queryable, words: readonly string[]) {
  const rows = await candidates(db, words, 'edge');
  return rows.length < FEW ? candidates(db, words, 'inside') : rows;
}

// A word matches at the start or the end of a word: Dutch compounds end in what they are
// ('geitenkaas', 'smulkwark', 'kipfilet'). Inside a word only when that finds little, and never for
// words of up to three letters ('ei', 'tea'), which inside longer words match nearly everything.
async function candidates(db: Queryable, words: readonly string[], where: 'edge' | 'inside') {
  const clauses: string[] = [];
  const params: string[] = [];
  const param = (value: string) => `$${params.push(value)}`;
  for (const w of words) {
    if (w.length < 4) clauses.push(`${WORDS} like ${param(`% ${w}%`)}`);
    else if (where === 'inside') clauses.push(`${WORDS} like ${param(`%${w}%`)}`);
    else clauses.push(`(${WORDS} like ${param(`% ${w}%`)} or ${WORDS} like ${param(`%${w} %`)})`);
  }
  // 'kip filet' is also 'kipfilet': Dutch writes compounds as one word.
  const compound = words.length > 1 ? ` or ${WORDS} like ${param(`% ${words.join('')}%`)}` : '';
  const { rows } = await db.query<Candidate>(
    `select ${CANDIDATE_COLUMNS} from foods where listed and ((${clauses.join(' and ')})${compound})
     order by common desc, (source = 'USDA_SR28') desc, length(name) limit ${CANDIDATES}`,
    params,
  );
  return rows;
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
