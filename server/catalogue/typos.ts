import type { Queryable } from '../db/database';

/**
 * Typo correction over the words of the catalogue (table food_words): edit distance with swapped
 * letters counted once ('salomn' -> 'salmon'), which trigram similarity ranks poorly in short words.
 */
export type Vocabulary = ReadonlyMap<string, number>;
/** What a word of an everyday (curated) food counts in the vocabulary (importCatalogue.ts). */
export const EVERYDAY = 100;

/** Optimal string alignment distance, or max + 1 once it is certain to exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let [before, previous] = [[] as number[], Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
    }
    if (Math.min(...current) > max) return max + 1;
    [before, previous] = [previous, current];
  }
  return previous[b.length]!;
}

/**
 * The word a rare or unknown word was probably meant to be: within one edit (words up to 4 letters)
 * or two, used by at least five times as many foods; the closest, then the most used. A word of
 * three foods or more is meant as typed, unless no everyday food uses it and one edit away is a word
 * of an everyday food ('brocoli' of a few French products is 'broccoli'; 'beer' is not 'beef').
 */
export function correction(word: string, vocabulary: Vocabulary): string | undefined {
  const own = vocabulary.get(word) ?? 0;
  if (word.length < 3 || own >= EVERYDAY) return undefined;
  const max = word.length <= 4 || own >= 3 ? 1 : 2;
  const enough = own >= 3 ? Math.max(EVERYDAY, own * 20) : Math.max(2, own * 5);
  // A word of an everyday food may be one edit further than another ('brocolli' is 'broccoli').
  let best: { word: string; rank: number; foods: number } | undefined;
  for (const [candidate, foods] of vocabulary) {
    if (foods < enough || Math.abs(candidate.length - word.length) > max) continue;
    const distance = editDistance(word, candidate, max);
    if (distance > max) continue;
    const rank = distance - (foods >= EVERYDAY ? 1 : 0);
    if (!best || rank < best.rank || (rank === best.rank && foods > best.foods))
      best = { word: candidate, rank, foods };
  }
  return best?.word;
}

// Read once per database: the words change only when the catalogue is imported, which forgets them.
const loaded = new WeakMap<object, Promise<Vocabulary>>();

export function vocabularyOf(db: Queryable): Promise<Vocabulary> {
  let vocabulary = loaded.get(db);
  if (!vocabulary) {
    vocabulary = db
      .query<{ word: string; foods: number }>('select word, foods from food_words')
      .then(({ rows }) => new Map(rows.map((r) => [r.word, r.foods])));
    vocabulary.catch(() => loaded.delete(db));
    loaded.set(db, vocabulary);
  }
  return vocabulary;
}

export const forgetVocabulary = (db: Queryable) => void loaded.delete(db);
