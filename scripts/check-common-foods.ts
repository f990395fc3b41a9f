// Checks the common-food name list (server/catalogue/data/common-foods.json) and the food-search
// ranking queries (tests/data/food-search-queries.json) against the SR28 food table.
// Run: npx tsx scripts/check-common-foods.ts
// Prints counts and every problem; exits 1 when there is a problem.
import { normalizeSearch } from '../src/core/catalogue/searchText';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const here = new URL('.', import.meta.url).pathname;
const dataDir = join(here, '../../shared/data');
const foodsFile = join(here, '../server/catalogue/data/common-foods.json');
const queriesFile = join(here, '../tests/data/food-search-queries.json');

const name = z.string().trim().min(1).max(80);
const categories = [
  'fruit',
  'vegetable',
  'dairy',
  'egg',
  'meat',
  'fish',
  'grain',
  'legume',
  'nut',
  'fat',
  'drink',
  'sweet',
  'condiment',
  'herb',
  'prepared',
  'snack',
] as const;
const commonFood = z
  .object({
    /** SR28 NDB number (foods-usda-sr28.json id) of the best generic entry for the word. */
    foodId: z.string().regex(/^\d{5}$/),
    en: name,
    nl: name,
    aliases: z.object({ en: z.array(name), nl: z.array(name) }).strict(),
    category: z.enum(categories),
    /** Why a match is approximate (no exact SR28 food, branded-only entry, ...). */
    note: z.string().trim().min(1).max(400).optional(),
    /** Set when the Dutch name is Open Tandoor Data's (ODbL 1.0 / DbCL 1.0). */
    nlSource: z.literal('open-tandoor-data').optional(),
  })
  .strict();
type CommonFood = z.infer<typeof commonFood>;
const searchQuery = z.object({ query: name, lang: z.enum(['en', 'nl']), expect: z.string().regex(/^\d{5}$/) }).strict();

/** Minimum number of entries per group of categories. */
const minimums: { label: string; categories: readonly (typeof categories)[number][]; min: number }[] = [
  { label: 'fruits', categories: ['fruit'], min: 40 },
  { label: 'vegetables', categories: ['vegetable'], min: 70 },
  { label: 'dairy and cheese', categories: ['dairy'], min: 35 },
  { label: 'eggs', categories: ['egg'], min: 5 },
  { label: 'meat and poultry', categories: ['meat'], min: 45 },
  { label: 'fish and seafood', categories: ['fish'], min: 30 },
  { label: 'grains, pasta, rice, bread, cereals', categories: ['grain'], min: 45 },
  { label: 'legumes and soy', categories: ['legume'], min: 25 },
  { label: 'nuts and seeds', categories: ['nut'], min: 25 },
  { label: 'fats and oils', categories: ['fat'], min: 12 },
  { label: 'drinks', categories: ['drink'], min: 20 },
  { label: 'sweets, spreads, condiments, sauces, herbs, spices', categories: ['sweet', 'condiment', 'herb'], min: 60 },
  { label: 'prepared foods', categories: ['prepared'], min: 20 },
  { label: 'snacks', categories: ['snack'], min: 0 },
];
const minimumTotal = 450;
const minimumQueries = { en: 55, nl: 35, total: 90 };
/** Queries the ranking test must contain, with the plain food that has to come first. */
const requiredQueries: { query: string; lang: 'en' | 'nl'; expect: string }[] = [
  { query: 'banana', lang: 'en', expect: '09040' },
  { query: 'chicken breast', lang: 'en', expect: '05062' },
  { query: 'egg', lang: 'en', expect: '01123' },
  { query: 'whole milk', lang: 'en', expect: '01077' },
  { query: 'brown rice', lang: 'en', expect: '20036' },
  { query: 'oats', lang: 'en', expect: '08120' },
];
/**
 * Primary names that may deliberately name more than one food (lower case, per language). Empty:
 * every primary name names one food. (One food under several names is fine: 'Low-fat quark' and
 * 'Greek yogurt, fat-free' share 01256 on purpose.)
 */
const sharedNamesAllowed: Record<'en' | 'nl', Set<string>> = { en: new Set(), nl: new Set() };

type SrFood = {
  id: string;
  name: string;
  category: string;
  fdcId: number | null;
  manufacturer: string | null;
  per100g: { kcal: number | null; protein: number | null; carbs: number | null; fat: number | null };
};
const sr = new Map(
  (JSON.parse(readFileSync(join(dataDir, 'foods-usda-sr28.json'), 'utf8')) as SrFood[]).map((f) => [f.id, f]),
);
const problems: string[] = [];
/** How search compares words: the search's own normalisation ('Maïs' = 'mais'). */
const key = normalizeSearch;

// --- common-foods.json ---------------------------------------------------------------------------
const rawFoods = JSON.parse(readFileSync(foodsFile, 'utf8')) as unknown[];
const foods: CommonFood[] = [];
for (const [index, raw] of rawFoods.entries()) {
  const parsed = commonFood.safeParse(raw);
  if (parsed.success) foods.push(parsed.data);
  else
    problems.push(
      `common-foods[${index}]: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
}

const entriesById = new Map<string, number>();
for (const food of foods) entriesById.set(food.foodId, (entriesById.get(food.foodId) ?? 0) + 1);
// The catalogue keys everyday names by SR28 id (server/catalogue/sources.ts): a second entry would replace the first.
for (const [foodId, count] of entriesById)
  if (count > 1)
    problems.push(`${foodId}: ${count} entries; give one entry per SR28 food and put the other words in its aliases`);

for (const food of foods) {
  const label = `${food.foodId} ${food.en} / ${food.nl}`;
  const entry = sr.get(food.foodId);
  if (!entry) {
    problems.push(`${label}: no SR28 food with this id`);
    continue;
  }
  const { kcal, protein, carbs, fat } = entry.per100g;
  if (kcal === null || protein === null || carbs === null || fat === null)
    problems.push(`${label}: SR28 ${entry.name} lacks a core nutrient`);
  // Baby food, fast food, restaurant or branded entries only when no generic one exists, and then with a note.
  const special =
    ['Baby Foods', 'Fast Foods', 'Restaurant Foods'].includes(entry.category) ||
    entry.manufacturer !== null ||
    /[A-Z]{4,}/.test(entry.name.replace(/USDA/g, '')) ||
    /restaurant/i.test(entry.name);
  if (special && !food.note)
    problems.push(
      `${label}: SR28 '${entry.name}' (${entry.category}) is baby/fast/restaurant/branded food; use a generic entry or add a note`,
    );
  for (const lang of ['en', 'nl'] as const) {
    const seen = new Set<string>([food[lang].toLowerCase()]);
    for (const alias of food.aliases[lang]) {
      if (seen.has(alias.toLowerCase()))
        problems.push(`${label}: ${lang} alias '${alias}' repeats a name of the same entry`);
      seen.add(alias.toLowerCase());
    }
  }
}

// Names: a primary name names one food; an alias names one food and is no other food's primary name.
for (const lang of ['en', 'nl'] as const) {
  const primary = new Map<string, Set<string>>();
  const anyName = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, word: string, foodId: string) => {
    const ids = map.get(key(word)) ?? new Set<string>();
    ids.add(foodId);
    map.set(key(word), ids);
  };
  for (const food of foods) {
    add(primary, food[lang], food.foodId);
    add(anyName, food[lang], food.foodId);
    for (const alias of food.aliases[lang]) add(anyName, alias, food.foodId);
  }
  for (const [word, ids] of primary) {
    if (ids.size > 1 && !sharedNamesAllowed[lang].has(word))
      problems.push(`${lang} primary name '${word}' names different foods: ${[...ids].join(', ')}`);
  }
  for (const [word, ids] of anyName) {
    if (ids.size < 2 || sharedNamesAllowed[lang].has(word) || (primary.get(word)?.size ?? 0) > 1) continue;
    if (primary.has(word))
      problems.push(`${lang} alias '${word}' is also the primary name of another food: ${[...ids].join(', ')}`);
    else problems.push(`${lang} alias '${word}' names different foods: ${[...ids].join(', ')}`);
  }
}

// Open Tandoor Data names the SR28 foods it links to; the catalogue uses those names for foods this list
// leaves out. Such a name must not be a word of this list for another food, or search finds two foods for it.
type TandoorFood = { nameEn: string; nameNl: string | null; fdcId: number | null; srId: string | null };
const tandoor = JSON.parse(readFileSync(join(dataDir, 'food-names-en-nl-tandoor.json'), 'utf8')) as {
  foods: TandoorFood[];
};
const srIdByFdc = new Map([...sr.values()].flatMap((f) => (f.fdcId ? [[f.fdcId, f.id] as const] : [])));
const listed = new Set(foods.map((f) => f.foodId));
const tandoorLinked = new Set<string>();
for (const t of tandoor.foods) {
  const id = t.srId ?? (t.fdcId ? srIdByFdc.get(t.fdcId) : undefined);
  if (!id || !t.nameNl) continue;
  tandoorLinked.add(id);
  if (listed.has(id)) continue;
  for (const [lang, word] of [
    ['en', t.nameEn],
    ['nl', t.nameNl],
  ] as const) {
    const others = foods.filter((f) => [f[lang], ...f.aliases[lang]].some((w) => key(w) === key(word)));
    if (others.length)
      problems.push(
        `Open Tandoor Data names ${id} '${word}' (${lang}), a word this list gives ${others.map((f) => f.foodId).join(', ')}; list ${id} with its own name`,
      );
  }
}

const perCategory = new Map<string, number>();
for (const food of foods) perCategory.set(food.category, (perCategory.get(food.category) ?? 0) + 1);
for (const { label, categories: group, min } of minimums) {
  const count = group.reduce((sum, c) => sum + (perCategory.get(c) ?? 0), 0);
  if (count < min) problems.push(`${label}: ${count} entries, at least ${min} wanted`);
}
if (foods.length < minimumTotal) problems.push(`${foods.length} entries, at least ${minimumTotal} wanted`);

// --- food-search-queries.json --------------------------------------------------------------------
const rawQueries = JSON.parse(readFileSync(queriesFile, 'utf8')) as unknown[];
const queries: z.infer<typeof searchQuery>[] = [];
for (const [index, raw] of rawQueries.entries()) {
  const parsed = searchQuery.safeParse(raw);
  if (parsed.success) queries.push(parsed.data);
  else
    problems.push(
      `food-search-queries[${index}]: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
}
/** The food a word names in common-foods.json: its primary name first, else an alias. */
const foodsNamed = (word: string, lang: 'en' | 'nl') => {
  const byPrimary = foods.filter((f) => key(f[lang]) === key(word));
  const found = byPrimary.length ? byPrimary : foods.filter((f) => f.aliases[lang].some((a) => key(a) === key(word)));
  return new Set(found.map((f) => f.foodId));
};
const seenQueries = new Set<string>();
for (const q of queries) {
  const label = `query '${q.query}' (${q.lang})`;
  if (seenQueries.has(`${q.lang}:${key(q.query)}`)) problems.push(`${label}: listed twice`);
  seenQueries.add(`${q.lang}:${key(q.query)}`);
  if (!sr.has(q.expect)) problems.push(`${label}: expected ${q.expect} is no SR28 food`);
  if (!listed.has(q.expect)) problems.push(`${label}: expected ${q.expect} is not in common-foods.json`);
  const named = foodsNamed(q.query, q.lang);
  if (named.size === 0) problems.push(`${label}: no entry of common-foods.json has this ${q.lang} name or alias`);
  else if (named.size > 1 || !named.has(q.expect))
    problems.push(`${label}: expects ${q.expect} but common-foods.json names ${[...named].join(', ')}`);
}
for (const required of requiredQueries) {
  const q = queries.find((x) => x.lang === required.lang && key(x.query) === required.query);
  if (!q) problems.push(`required query '${required.query}' (${required.lang}) is missing`);
  else if (q.expect !== required.expect)
    problems.push(`required query '${required.query}' expects ${q.expect}, not the plain food ${required.expect}`);
}
const queryCount = {
  en: queries.filter((q) => q.lang === 'en').length,
  nl: queries.filter((q) => q.lang === 'nl').length,
};
if (queryCount.en < minimumQueries.en)
  problems.push(`${queryCount.en} English queries, at least ${minimumQueries.en} wanted`);
if (queryCount.nl < minimumQueries.nl)
  problems.push(`${queryCount.nl} Dutch queries, at least ${minimumQueries.nl} wanted`);
if (queries.length < minimumQueries.total)
  problems.push(`${queries.length} queries, at least ${minimumQueries.total} wanted`);

// --- report --------------------------------------------------------------------------------------
const aliasCount = (lang: 'en' | 'nl') => foods.reduce((sum, f) => sum + f.aliases[lang].length, 0);
console.log(
  `common-foods.json: ${foods.length} entries, ${listed.size} distinct SR28 foods, ${aliasCount('en')} en and ${aliasCount('nl')} nl aliases`,
);
for (const { label, categories: group, min } of minimums) {
  const count = group.reduce((sum, c) => sum + (perCategory.get(c) ?? 0), 0);
  console.log(`  ${label.padEnd(52)} ${String(count).padStart(4)}  (min ${min})`);
}
console.log(
  `  Dutch name from Open Tandoor Data                     ${String(foods.filter((f) => f.nlSource).length).padStart(4)}`,
);
console.log(
  `  SR28 foods Open Tandoor Data names, listed here        ${String([...tandoorLinked].filter((id) => listed.has(id)).length).padStart(4)} of ${tandoorLinked.size}`,
);
console.log(
  `  entries with a note                                   ${String(foods.filter((f) => f.note).length).padStart(4)}`,
);
console.log(`food-search-queries.json: ${queries.length} queries (${queryCount.en} en, ${queryCount.nl} nl)`);
console.log(`${problems.length} problems`);
for (const p of problems) console.log(`  ${p}`);
process.exit(problems.length ? 1 : 0);
