import { buildRecipe, type Recipe } from '../../src/core/catalogue/recipe';
import { normalizeSearch } from '../../src/core/catalogue/searchText';
import type { Database, Queryable } from '../db/database';
import { withMeasures } from './measures';
import { off2019Row, off2026Row, srFoodRow, usdaBrandedRow, type FoodRow } from './foodRows';
import { plausible } from './foodQuality';
import { EVERYDAY, forgetVocabulary } from './typos';
import type { SimpleRecipeSource } from './recipeSource';
import {
  foodsForRecipes,
  loadFoodNames,
  loadOff2019,
  loadOff2026,
  loadRecipeSources,
  loadSrFoods,
  loadUsdaBranded,
} from './sources';

/** Raise when the import's own rules change, so every catalogue is rebuilt once. */
const IMPORT_VERSION = '3';
const CHUNK = 2_000;
/** Raise when what a stored recipe document holds changes (v2: household measures), so only the recipes are rebuilt. */
const RECIPE_DOC_VERSION = ':doc2';

export interface ImportReport {
  readonly source: string;
  readonly rows: number;
  readonly seconds: number;
  readonly skipped: boolean;
}

/**
 * Imports the catalogue into the database on start: each source once per checksum, in its own
 * transaction (a crash leaves the previous version whole), under an advisory lock so that two
 * starting servers do not import twice. Prints a line per source.
 */
export async function importCatalogue(db: Database, log: (line: string) => void = () => {}): Promise<ImportReport[]> {
  const reports: ImportReport[] = [];
  const sr = loadSrFoods();
  const names = loadFoodNames(sr.rows);
  const recipeSources = loadRecipeSources();
  const foods = foodsForRecipes(sr.rows);
  const srById = new Map(sr.rows.map((f) => [f.id, f]));
  const jobs: {
    source: string;
    checksum: string;
    rows: () => Promise<ListedFood[] | RecipeRow[]>;
    table: 'foods' | 'recipes';
  }[] = [
    {
      source: 'USDA_SR28',
      checksum: sr.checksum + names.checksum,
      table: 'foods',
      rows: async () => listed(sr.rows.map((f) => srFoodRow(f, names.names.get(f.id)))),
    },
    { source: 'OFF_2019', checksum: '', table: 'foods', rows: async () => listed(loadOff2019().rows.map(off2019Row)) },
    { source: 'OFF_2026', checksum: '', table: 'foods', rows: async () => listed(loadOff2026().rows.map(off2026Row)) },
    {
      source: 'USDA_BRANDED',
      checksum: '',
      table: 'foods',
      rows: async () => listed(loadUsdaBranded().rows.map(usdaBrandedRow)),
    },
    {
      source: 'RECIPES',
      checksum: recipeSources.checksum + sr.checksum + RECIPE_DOC_VERSION,
      table: 'recipes',
      rows: async () => [
        ...recipeSources.recipes.map((r) => recipeRow(withMeasures(buildRecipe(r, foods), srById))),
        ...recipeSources.simple.map((s) => simpleRecipeRow(s, foods)),
      ],
    },
  ];
  for (const job of jobs) {
    const started = performance.now();
    // Product files are read only when their checksum is needed: cheap to hash, costly to parse.
    const checksum = `${IMPORT_VERSION}:${job.checksum || fileChecksum(job.source)}`;
    const done = await db.query<{ checksum: string }>('select checksum from catalogue_imports where source = $1', [
      job.source,
    ]);
    if (done.rows[0]?.checksum === checksum) {
      reports.push({ source: job.source, rows: 0, seconds: 0, skipped: true });
      continue;
    }
    // A source may list one barcode twice (Open Food Facts 2019 does): the first row stands.
    const rows = firstOfEachId((await job.rows()) as { id: string }[]);
    log(`catalogue: importing ${job.source} (${rows.length.toLocaleString('en')} rows)…`);
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(7214002)');
      const again = await tx.query<{ checksum: string }>('select checksum from catalogue_imports where source = $1', [
        job.source,
      ]);
      if (again.rows[0]?.checksum === checksum) return;
      if (job.table === 'foods') await tx.query('delete from foods where source = $1', [job.source]);
      else await tx.query('delete from recipes');
      for (let i = 0; i < rows.length; i += CHUNK) await insertChunk(tx, job.table, rows.slice(i, i + CHUNK));
      const seconds = (performance.now() - started) / 1000;
      await tx.query(
        `insert into catalogue_imports (source, checksum, rows, seconds) values ($1, $2, $3, $4)
         on conflict (source) do update set checksum = excluded.checksum, rows = excluded.rows, seconds = excluded.seconds, imported_at = now()`,
        [job.source, checksum, rows.length, seconds],
      );
    });
    const seconds = (performance.now() - started) / 1000;
    log(`catalogue: ${job.source} done in ${seconds.toFixed(1)} s`);
    reports.push({ source: job.source, rows: rows.length, seconds, skipped: false });
  }
  const foodsChanged = reports.some((r) => !r.skipped && r.source !== 'RECIPES');
  if (foodsChanged || (await db.query('select 1 from food_words limit 1')).rows.length === 0) await collectWords(db);
  return reports;
}

type ListedFood = FoodRow & { listed: boolean };
const listed = (rows: FoodRow[]): ListedFood[] => rows.map((row) => ({ ...row, listed: plausible(row) }));

/**
 * The words that typos are corrected to: those of the listed foods, three letters or more, with
 * how many foods use them; an everyday food counts a hundred, so its words win ('broccoli').
 */
async function collectWords(db: Database) {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7214002)');
    await tx.query('delete from food_words');
    await tx.query(
      `insert into food_words (word, foods)
       select word, sum(case when common then ${EVERYDAY} else 1 end)::int from foods, unnest(string_to_array(search_text, ' ')) as word
       where listed and length(word) >= 3 group by word`,
    );
  });
  forgetVocabulary(db);
  // A trigram index filled after it was made keeps the counts of an empty table until a vacuum: the
  // planner would then scan every food (PGlite has no autovacuum to do it later).
  await db.exec('vacuum analyze foods');
  await db.exec('vacuum analyze food_words');
}

function firstOfEachId<T extends { id: string }>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)));
}

const fileChecksum = (source: string) =>
  ({ OFF_2019: loadOff2019, OFF_2026: loadOff2026, USDA_BRANDED: loadUsdaBranded })[source as 'OFF_2019']().checksum;

const FOOD_COLUMNS = `id text, source text, source_id text, name text, name_nl text, brand text, category text, barcode text, per_unit text, kcal real,
  kcal_estimated boolean, protein real, carbs real, fat real, fiber real, sugars real, sat_fat real, salt real, common boolean, names_en text[], names_nl text[], search_text text, servings jsonb, listed boolean`;
const RECIPE_COLUMNS = `id text, kind text, name_en text, name_nl text, meal_types text[], tags text[], prep_minutes integer, cook_minutes integer, kcal real,
  protein real, carbs real, fat real, fiber real, diets text[], intolerances text[], allergens text[], dislikes text[], search_text text, doc jsonb`;

/** One statement per chunk: the rows travel as one JSON parameter, not thousands of placeholders. */
async function insertChunk(tx: Queryable, table: 'foods' | 'recipes', rows: readonly object[]) {
  const columns = table === 'foods' ? FOOD_COLUMNS : RECIPE_COLUMNS;
  const names = columns
    .split(',')
    .map((c) => c.trim().split(' ')[0])
    .join(', ');
  await tx.query(
    `insert into ${table} (${names}) select ${names} from jsonb_to_recordset($1::jsonb) as r(${columns})`,
    [JSON.stringify(rows)],
  );
}

export interface RecipeRow {
  id: string;
  kind: 'RECIPE' | 'SIMPLE';
  name_en: string;
  name_nl: string;
  meal_types: readonly string[];
  tags: readonly string[];
  prep_minutes: number;
  cook_minutes: number;
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  diets: readonly string[];
  intolerances: readonly string[];
  allergens: readonly string[];
  dislikes: readonly string[];
  search_text: string;
  doc: object;
}

function recipeRow(recipe: Recipe, kind: RecipeRow['kind'] = 'RECIPE', doc: object = recipe): RecipeRow {
  const n = recipe.perPortion;
  return {
    id: recipe.id,
    kind,
    name_en: recipe.name.en,
    name_nl: recipe.name.nl,
    meal_types: recipe.mealTypes,
    tags: recipe.tags,
    prep_minutes: recipe.prepMinutes,
    cook_minutes: recipe.cookMinutes,
    kcal: n.kcal,
    protein: n.protein,
    carbs: n.carbs,
    fat: n.fat,
    fiber: n.fiber,
    diets: recipe.diets,
    intolerances: recipe.intolerances,
    allergens: recipe.allergens,
    dislikes: recipe.dislikes,
    search_text: normalizeSearch(
      `${recipe.name.en} ${recipe.name.nl} ${recipe.ingredients.map((i) => `${i.display.en} ${i.display.nl}`).join(' ')}`,
    ),
    doc,
  };
}

/** A simple recipe is built like any other for its totals and facts; its document keeps the text lines. */
function simpleRecipeRow(source: SimpleRecipeSource, foods: Parameters<typeof buildRecipe>[1]): RecipeRow {
  const built = buildRecipe(
    {
      id: source.id,
      name: source.name,
      mealTypes: source.mealTypes,
      prepMinutes: source.prepMinutes,
      cookMinutes: source.cookMinutes,
      portions: source.servings,
      tags: [],
      ingredients: source.ingredients.map((i) => ({ foodId: i.foodId, grams: i.grams, display: i.text })),
      directions: { en: [source.instructions.en], nl: [source.instructions.nl] },
    },
    foods,
  );
  return {
    ...recipeRow(built, 'SIMPLE', {
      ...source,
      perServing: built.perPortion,
      diets: built.diets,
      derivedAllergens: built.allergens,
    }),
    tags: source.customTags,
  };
}
