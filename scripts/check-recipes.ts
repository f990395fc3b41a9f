// Checks the recipes written for Forkcast against their schema and the food table, and prints
// each recipe's nutrition per portion as computed from its ingredients.
// Run: npx tsx scripts/check-recipes.ts [--quiet]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { nutrientsOf, scaleNutrients, sumNutrients } from '../src/core/catalogue/nutrients';
import { recipeSource, simpleRecipeSource } from '../server/catalogue/recipeSource';

const here = new URL('.', import.meta.url).pathname;
const dataDir = join(here, '../../shared/data');
const recipeDir = join(here, '../server/catalogue/recipes');
const foods = new Map(
  (
    JSON.parse(readFileSync(join(dataDir, 'foods-usda-sr28.json'), 'utf8')) as {
      id: string;
      name: string;
      per100g: {
        kcal: number | null;
        protein: number | null;
        carbs: number | null;
        fat: number | null;
        fiber: number | null;
      };
    }[]
  ).map((f) => [f.id, f]),
);
const quiet = process.argv.includes('--quiet');
const problems: string[] = [];
const ids = new Set<string>();
const count = { recipes: 0, simple: 0 };

for (const file of readdirSync(recipeDir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const simple = file.startsWith('simple');
  const list = JSON.parse(readFileSync(join(recipeDir, file), 'utf8')) as unknown[];
  for (const [index, raw] of list.entries()) {
    const parsed = (simple ? simpleRecipeSource : recipeSource).safeParse(raw);
    if (!parsed.success) {
      problems.push(
        `${file}[${index}]: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
      continue;
    }
    const recipe = parsed.data;
    if (ids.has(recipe.id)) problems.push(`${file}: duplicate id ${recipe.id}`);
    ids.add(recipe.id);
    const parts = recipe.ingredients.map((ingredient) => {
      const food = foods.get(ingredient.foodId);
      if (!food) {
        problems.push(`${recipe.id}: unknown food ${ingredient.foodId}`);
        return undefined;
      }
      const { kcal, protein, carbs, fat, fiber } = food.per100g;
      if (kcal === null || protein === null || carbs === null || fat === null) {
        problems.push(`${recipe.id}: food ${ingredient.foodId} lacks a core nutrient`);
        return undefined;
      }
      return { food, nutrients: nutrientsOf({ kcal, protein, carbs, fat, fiber }, ingredient.grams) };
    });
    const portions = 'portions' in recipe ? recipe.portions : recipe.servings;
    const perPortion = scaleNutrients(sumNutrients(parts.flatMap((p) => (p ? [p.nutrients] : []))), 1 / portions);
    if (perPortion.kcal < 60 || perPortion.kcal > 1300)
      problems.push(`${recipe.id}: ${Math.round(perPortion.kcal)} kcal per portion is implausible`);
    if (simple) count.simple += 1;
    else count.recipes += 1;
    if (!quiet) {
      const r = (n: number) => Math.round(n);
      console.log(
        `${recipe.id.padEnd(48)} ${String(r(perPortion.kcal)).padStart(5)} kcal  P ${r(perPortion.protein)}  C ${r(perPortion.carbs)}  F ${r(perPortion.fat)}  fibre ${r(perPortion.fiber)}`,
      );
      for (const p of parts) if (p && process.argv.includes('--foods')) console.log(`    ${p.food.id} ${p.food.name}`);
    }
  }
}
console.log(`${count.recipes} recipes, ${count.simple} simple recipes, ${problems.length} problems`);
for (const p of problems) console.log(`  ${p}`);
process.exit(problems.length ? 1 : 0);
