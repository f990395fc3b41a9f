import { describe, expect, it } from 'vitest';
import type { Recipe } from '../../../src/core/catalogue/recipe';
import { loadCatalogue, recipe } from '../planner/fixtures';

/**
 * Every recipe of the catalogue (server/catalogue/recipes/*.json, whoever adds them) against what
 * its ingredient lines say in English. The keywords here are written apart from the derivation
 * (src/core/catalogue/foodFacts.ts) on purpose: a cook's words, not the USDA table's, so a recipe
 * whose facts miss what a reader of its ingredients would see fails, whichever rule let it through.
 * One direction only: the derivation may be more cautious than these words.
 */
interface Expectation {
  /** What the recipe's facts must then hold. */
  readonly fact: string;
  readonly holds: (recipe: Recipe) => boolean;
  /** An ingredient line that says this. */
  readonly says: RegExp;
  /** Unless the same line also says this (almond milk is no milk). */
  readonly unless?: RegExp;
}

const PLANT = /\b(vegan|plant-based|dairy-free|non-dairy)\b/;
const NOT_DAIRY = new RegExp(
  [
    PLANT.source,
    /\b(soy|soya|oat|almond|coconut|rice|cashew|hazelnut|peanut|nut|seed|cocoa|shea|apple)\s*(milk|drink|yogh?urt|cream|butter|cheese)/
      .source,
    /\bbutter beans?\b|\bbutterbeans?\b|\bcream of tartar\b|\bbutternut\b|\bbutterhead\b|\bbutter lettuce\b/.source,
  ].join('|'),
);
const lacksDiet = (diet: string) => (r: Recipe) => !r.diets.includes(diet as never);
const hasAllergen = (a: string) => (r: Recipe) => r.allergens.includes(a as never);
const hasIntolerance = (i: string) => (r: Recipe) => r.intolerances.includes(i as never);
const hasDislike = (d: string) => (r: Recipe) => r.dislikes.includes(d as never);

const EXPECTATIONS: readonly Expectation[] = [
  {
    fact: 'TOMATO dislike',
    holds: hasDislike('TOMATO'),
    says: /tomato|ketchup|catsup|passata|marinara|bolognese|arrabbiata|baked beans|\bsalsa\b(?! verde)|pizza sauce/,
  },
  {
    fact: 'MUSHROOM dislike',
    holds: hasDislike('MUSHROOM'),
    says: /mushroom|shiitake|portobello|portabella|porcini|chanterelle|champignon|cremini|chestnut mushroom|enoki/,
  },
  { fact: 'EGGPLANT dislike', holds: hasDislike('EGGPLANT'), says: /eggplant|aubergine/ },
  { fact: 'POTATO dislike', holds: hasDislike('POTATO'), says: /potato|gnocchi/, unless: /sweet potato/ },
  { fact: 'CILANTRO dislike', holds: hasDislike('CILANTRO'), says: /cilantro|coriander leaves|fresh coriander/ },
  { fact: 'HONEY dislike', holds: hasDislike('HONEY'), says: /\bhoney\b/ },
  {
    fact: 'MAYONNAISE dislike',
    holds: hasDislike('MAYONNAISE'),
    says: /\bmayo\b|mayonnaise|aioli|tartar sauce|remoulade/,
    unless: PLANT,
  },
  { fact: 'BEEF dislike', holds: hasDislike('BEEF'), says: /\bbeef\b/, unless: PLANT },
  { fact: 'BRUSSELS_SPROUTS dislike', holds: hasDislike('BRUSSELS_SPROUTS'), says: /brussels? sprouts?/ },
  {
    fact: 'egg (EGG, not lacto-vegetarian)',
    holds: (r) => hasAllergen('EGG')(r) && lacksDiet('LACTO_VEGETARIAN')(r),
    says: /\beggs?\b|egg (yolks?|whites?)|\bmayo\b|mayonnaise|aioli|meringue|brioche|egg noodles|fresh pasta|custard/,
    unless: PLANT,
  },
  {
    fact: 'dairy (MILK, LACTOSE, not vegan)',
    holds: (r) => hasAllergen('MILK')(r) && hasIntolerance('LACTOSE')(r) && lacksDiet('VEGAN')(r),
    says: /milk|cheese|yogh?urt|butter|cream|kefir|quark|ricotta|mozzarella|parmesan|feta|mascarpone|\bghee\b|whey|paneer|halloumi|\bskyr\b|cr[eè]me fra[iî]che|cottage|labneh|pesto/,
    unless: NOT_DAIRY,
  },
  {
    fact: 'gluten (GLUTEN)',
    holds: hasIntolerance('GLUTEN'),
    says: /(?<!buck)wheat|\bflour\b|bread|pasta|spaghetti|penne|fusilli|macaroni|lasagn|tagliatelle|noodles|couscous|bulgur|barley|\brye\b|spelt|seitan|panko|breadcrumbs|tortilla|\bwraps?\b|pitta?|naan|bagel|croissant|crackers?|\boats?\b|oatmeal|granola|muesli|soy sauce|\bbeer\b|\bmalt|orzo|gnocchi/,
    unless:
      /gluten-free|rice noodles|glass noodles|rice vermicelli|corn tortillas?|rice flour|corn ?flour|chickpea flour|almond flour|coconut flour|buckwheat flour|potato flour|tamari|rice paper|cauliflower|lettuce wraps?|nori/,
  },
  {
    fact: 'tree nuts (TREE_NUTS, NUTS)',
    holds: (r) => hasAllergen('TREE_NUTS')(r) && hasIntolerance('NUTS')(r),
    says: /almond|cashew|walnut|pecan|hazelnut|pistachio|macadamia|brazil nut|pine nut|pesto|praline|marzipan|mixed nuts/,
  },
  {
    fact: 'peanuts (PEANUTS, NUTS)',
    holds: (r) => hasAllergen('PEANUTS')(r) && hasIntolerance('NUTS')(r),
    says: /peanut|satay/,
  },
  { fact: 'soy (SOY)', holds: hasAllergen('SOY'), says: /\bsoy|\bsoya|tofu|tempeh|edamame|miso|natto|tamari|shoyu/ },
  { fact: 'sesame (SESAME)', holds: hasAllergen('SESAME'), says: /sesame|tahini|hummus|houmous|halva|za'?atar|dukkah/ },
  {
    fact: 'fish (FISH, not vegetarian)',
    holds: (r) => hasAllergen('FISH')(r) && lacksDiet('VEGETARIAN')(r),
    says: /\bfish\b|salmon|tuna|\bcod\b|anchov|sardine|mackerel|herring|trout|haddock|pollock|tilapia|sea ?bass|\bhake\b|plaice|halibut|caviar|worcestershire/,
    unless: PLANT,
  },
  {
    fact: 'shellfish (SHELLFISH, CRUSTACEANS_AND_SHELLFISH)',
    holds: (r) => hasAllergen('SHELLFISH')(r) && hasIntolerance('CRUSTACEANS_AND_SHELLFISH')(r),
    says: /shrimp|prawn|\bcrab|lobster|mussel|\bclams?\b|oysters?(?! mushroom)|scallop|squid|calamari|octopus|langoustine|crayfish/,
    unless: PLANT,
  },
  {
    fact: 'meat (not pescatarian)',
    holds: lacksDiet('PESCATARIAN'),
    says: /chicken|\bbeef\b|\bpork\b|\bham\b|bacon|\blamb\b|turkey|sausage|chorizo|salami|prosciutto|pancetta|\bmince\b|minced meat|\bveal\b|\bduck\b|gelatin|\blard\b|rookworst/,
    unless: /\b(vegan|vegetarian|plant-based|meat-free|meatless|veggie)\b/,
  },
  {
    fact: 'pork or alcohol (not halal)',
    holds: lacksDiet('HALAL'),
    says: /\bpork\b|\bham\b|bacon|chorizo|salami|prosciutto|pancetta|\blard\b|\bwine\b|\bbeer\b|\brum\b|vodka|whisk(e)?y|brandy|sherry|liqueur|cognac/,
    unless: /vinegar|\b(vegan|vegetarian|plant-based|turkey|chicken|beef|halal|alcohol-free|non-alcoholic)\b/,
  },
  { fact: 'honey (not vegan)', holds: lacksDiet('VEGAN'), says: /\bhoney\b/ },
];

/** What a recipe's ingredient lines say that its facts miss: one line per miss. */
function missesOf(recipe: Recipe): string[] {
  return EXPECTATIONS.flatMap(({ fact, holds, says, unless }) => {
    const lines = recipe.ingredients
      .map((i) => i.display.en.toLowerCase())
      .filter((line) => says.test(line) && !(unless && unless.test(line)));
    return lines.length > 0 && !holds(recipe) ? [`${recipe.id}: '${lines[0]}' says ${fact}`] : [];
  });
}

const { recipes, simple } = loadCatalogue();

describe('recipe facts catch what the ingredient lines say, on the whole catalogue', () => {
  it('reads the whole catalogue', () => {
    expect(recipes.length).toBeGreaterThan(100);
    expect(simple.length).toBeGreaterThan(30);
  });

  it('finds what a line says and the facts miss, and not what a line takes back', () => {
    const line = (en: string) => ({ foodId: '16006', grams: 200, display: { en, nl: en } });
    const beans = recipe('beans-on-toast', { ingredients: [line('1/2 tin baked beans in tomato sauce')] });
    expect(missesOf(beans)).toEqual(["beans-on-toast: '1/2 tin baked beans in tomato sauce' says TOMATO dislike"]);
    expect(missesOf({ ...beans, dislikes: ['TOMATO'] })).toEqual([]);
    const riceMilk = recipe('porridge', { ingredients: [line('250 ml rice milk'), line('1 tbsp peanut butter')] });
    expect(missesOf(riceMilk)).toEqual(["porridge: '1 tbsp peanut butter' says peanuts (PEANUTS, NUTS)"]);
  });

  it.each([
    ['recipes', recipes],
    ['simple recipes', simple],
  ])('no %s miss a diet, intolerance, allergen or dislike their ingredients name', (_kind, all) => {
    expect(all.flatMap(missesOf)).toEqual([]);
  });
});
