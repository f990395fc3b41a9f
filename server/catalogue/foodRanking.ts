import { normalizeSearch } from '../../src/core/catalogue/searchText';
import type { Language } from '../../src/core/language';
import type { FoodRow } from './foodRows';
import { duplicateKey } from './foodQuality';

/** What ranking needs of a candidate: no servings, so that many candidates travel cheaply. */
export type Candidate = Pick<
  FoodRow,
  | 'id'
  | 'source'
  | 'name'
  | 'brand'
  | 'category'
  | 'common'
  | 'names_en'
  | 'names_nl'
  | 'kcal'
  | 'kcal_estimated'
  | 'protein'
  | 'carbs'
  | 'fat'
>;

/**
 * Candidates best first, one row per food: every word occurs; then a curated everyday name
 * ('banana', 'kipfilet') beats a name that merely starts with the word, which beats a word inside
 * a longer name; generic foods beat products, and baby, fast and restaurant foods come last unless
 * asked for (docs/decisions.md). Rows with one name, brand and values show once.
 */
export function rankFoods(rows: readonly Candidate[], words: readonly string[], language: Language): Candidate[] {
  const phrase = words.join(' ');
  const seen = new Set<string>();
  return rows
    .map((row) => ({ row, score: scoreOf(row, phrase, words, language) }))
    .sort((a, b) => a.score - b.score || a.row.name.length - b.row.name.length || a.row.id.localeCompare(b.row.id))
    .map(({ row }) => row)
    .filter((row) => {
      const key = duplicateKey(row);
      return !seen.has(key) && Boolean(seen.add(key));
    });
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

function scoreOf(row: Candidate, phrase: string, words: readonly string[], language: Language): number {
  const name = normalizeSearch(row.name);
  const first = normalizeSearch(row.name.split(',')[0]!);
  const tokens = new Set(name.split(' '));
  // An everyday name is the answer whatever the food's category ('pizza' is filed under fast foods);
  // in the user's own language first ('paprika' is a pepper in Dutch, a spice in English).
  const [own, other] = language === 'nl' ? [row.names_nl, row.names_en] : [row.names_en, row.names_nl];
  // 'kip filet' names 'kipfilet': Dutch writes compounds as one word.
  const asked = [phrase, words.join('')];
  const everyday = [
    own.some((n) => asked.includes(n)),
    other.some((n) => asked.includes(n)),
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
