import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groceryApi, type FoodFactsAnswer, type RecipeNeedsAnswer } from '../../src/core/api/groceries';
import type { Recipe } from '../../src/core/catalogue/recipe';
import type { Queryable } from '../db/database';
import type { Deps } from '../deps';
import type { SimpleRecipeSource } from '../catalogue/recipeSource';
import { foodFactsByIds } from './facts';

/**
 * What the device makes a grocery list from (issue 15): the planned recipes' ingredient lines
 * with their foods' shopping facts, and the facts of single planned foods. The catalogue is the
 * same for everyone, so only a signed-in, enabled account is asked for; ids the catalogue does
 * not hold (an own recipe, a food since removed) are left out so the rest of the list is made.
 */
export const groceryRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db }) => {
  app.post(
    groceryApi.needs.path,
    {
      config: { access: 'enabled' },
      schema: { body: groceryApi.needs.body, response: { 200: groceryApi.needs.response } },
    },
    async (request) => {
      const { recipes: asked, foods } = request.body;
      const records = await recipeRecords(db, asked);
      const ingredientFoods = records.flatMap((r) => r.lines.map((line) => line.foodId));
      const facts = await foodFactsByIds(db, [...new Set([...ingredientFoods, ...foods])]);
      return {
        recipes: records.map((r) => needsOf(r, facts)),
        foods: [...new Set(foods)].flatMap((id) => {
          const known = facts.get(id);
          return known ? [known] : [];
        }),
      };
    },
  );
};

interface RecipeLines {
  readonly kind: 'RECIPE' | 'SIMPLE';
  readonly id: string;
  readonly portions: number;
  readonly lines: readonly { foodId: string; grams: number; text: { en: string; nl: string } }[];
}

/** The asked recipes the catalogue holds, each once, in the order asked; a kind that does not match is unknown. */
async function recipeRecords(
  db: Queryable,
  asked: readonly { kind: 'RECIPE' | 'SIMPLE'; id: string }[],
): Promise<RecipeLines[]> {
  if (asked.length === 0) return [];
  const { rows } = await db.query<{ id: string; kind: 'RECIPE' | 'SIMPLE'; doc: Recipe | SimpleRecipeSource }>(
    'select id, kind, doc from recipes where id = any($1::text[])',
    [[...new Set(asked.map((r) => r.id))]],
  );
  const byKey = new Map(rows.map((row) => [`${row.kind}:${row.id}`, row]));
  const keys = [...new Set(asked.map((r) => `${r.kind}:${r.id}`))];
  return keys.flatMap((key) => {
    const row = byKey.get(key);
    return row ? [linesOf(row)] : [];
  });
}

/** A full recipe's lines are its displayed ingredients; a simple recipe's are its text lines. Food ids become the catalogue's. */
function linesOf(row: { id: string; kind: 'RECIPE' | 'SIMPLE'; doc: Recipe | SimpleRecipeSource }): RecipeLines {
  if (row.kind === 'SIMPLE') {
    const doc = row.doc as SimpleRecipeSource;
    return {
      kind: row.kind,
      id: row.id,
      portions: doc.servings,
      lines: doc.ingredients.map((i) => ({ foodId: `sr:${i.foodId}`, grams: i.grams, text: i.text })),
    };
  }
  const doc = row.doc as Recipe;
  return {
    kind: row.kind,
    id: row.id,
    portions: doc.portions,
    lines: doc.ingredients.map((i) => ({ foodId: `sr:${i.foodId}`, grams: i.grams, text: i.display })),
  };
}

/** Tap water: a recipe needs it, a shop does not sell it. */
const NOT_BOUGHT = new Set(['sr:14411', 'sr:14429']);

function needsOf(recipe: RecipeLines, facts: ReadonlyMap<string, FoodFactsAnswer>): RecipeNeedsAnswer {
  return {
    kind: recipe.kind,
    id: recipe.id,
    portions: recipe.portions,
    ingredients: recipe.lines
      .filter((line) => !NOT_BOUGHT.has(line.foodId))
      .map((line) => ({
        food: facts.get(line.foodId) ?? null,
        grams: line.grams,
        // The contract holds a line to 300 characters; the recipe files hold it to 400.
        text: { en: line.text.en.slice(0, 300), nl: line.text.nl.slice(0, 300) },
      })),
  };
}
