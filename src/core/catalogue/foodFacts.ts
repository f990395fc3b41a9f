import { hiddenIn, type Hidden } from './hiddenIngredients';
import type { Diet, IngredientDislike, Intolerance, SimpleAllergen } from './vocabulary';

/** What a food is made of, as far as diets, intolerances, allergens and dislikes care. */
export interface FoodFacts {
  readonly meat: boolean;
  readonly pork: boolean;
  readonly fish: boolean;
  readonly shellfish: boolean;
  readonly dairy: boolean;
  readonly egg: boolean;
  readonly honey: boolean;
  readonly alcohol: boolean;
  readonly intolerances: readonly Intolerance[];
  readonly allergens: readonly SimpleAllergen[];
  readonly dislikes: readonly IngredientDislike[];
}

export interface ClassifiableFood {
  readonly name: string;
  readonly category: string;
}

const MEAT_CATEGORIES = new Set([
  'Beef Products',
  'Lamb, Veal, and Game Products',
  'Pork Products',
  'Poultry Products',
  'Sausages and Luncheon Meats',
]);
const has = (pattern: RegExp, text: string) => pattern.test(text);

const MEAT =
  /\b(beef|pork|chicken|turkey|ham|bacon|lamb|veal|sausages?|meat|lard|gelatin|pepperoni|salami|chorizo|duck|goose|venison|broth, (beef|chicken))\b/;
const PORK = /\b(pork|ham|bacon|lard|pepperoni|salami|chorizo)\b/;
const SHELLFISH =
  /\b(crustaceans?|crabs?|lobsters?|shrimps?|prawns?|crayfish|mollusks?|clams?|mussels?|oysters?|scallops?|squid|octopus|snails?|whelks?|abalone|cuttlefish|conch)\b/;
const FISH =
  /\b(fish|salmon|tuna|anchov(y|ies)|sardines?|cod|herring|mackerel|trout|tilapia|haddock|pollock|halibut|sole|flounder|caviar|roe)\b/;
const NOT_DAIRY =
  /\b(peanut|almond|cashew|sesame|nut|apple|seed|soy|soymilk|coconut|rice|oat|cocoa|shea|mango)s? (butter|milk|cream|beverage|yogurt)|\bbutter beans?\b|cream of tartar|non-?dairy|dairy-free/;
const DAIRY =
  /\b(milk|cheeses?|butter|cream|yogurt|yoghurt|whey|casein|ghee|kefir|buttermilk|ricotta|mozzarella|parmesan|feta|quark)\b/;
const EGG = /\beggs?\b|\bmayonnaise\b|\begg noodles?\b/;
const GLUTEN =
  /\b(wheat|barley|rye|spelt|couscous|bulgur|semolina|seitan|pasta|spaghetti|macaroni|noodles?|bread|breadcrumbs|flour|croutons?|crackers?|tortillas?, (flour|wheat)|pita|bagels?|muffins?|pancakes?|waffles?|biscuits?|cookies?|cake|pie|pastry|pretzels?|malt|beer|oats?|oatmeal|granola|soy sauce made from soy and wheat|shoyu)\b/;
const NOT_GLUTEN =
  /gluten[- ]free|\b(peanut|soy|coconut|almond|chickpea|rice|potato|corn|buckwheat|chestnut|tapioca|cassava|hazelnut|quinoa|teff|sorghum|millet|banana|lupin|arrowroot|carob|sesame|sunflower|cottonseed) (flour|meal)\b|\bcorn (tortillas?|flour)|\brice (noodles?|flour|cakes?)|\btortillas?\b.*\bcorn\b|\bleavening\b|\bbaking (powder|soda)\b|\byeast\b|\bbuckwheat\b|\bpotato flour|\bsoy flour|\bcoconut flour|\balmond flour|\bchickpea flour|\bcornmeal\b|\btamari\b/;
// Gluten without wheat: oats, barley, beer and malt.
const NOT_WHEAT = /\b(oats?|oatmeal|oat bran|barley|beer|malt)\b/;
const PEANUT = /\bpeanuts?\b|\bpeanut butter\b/;
const TREE_NUT =
  /\b(almonds?|cashews?|walnuts?|pecans?|hazelnuts?|filberts?|pistachios?|macadamias?|brazil ?nuts?|pine ?nuts?|pignolia|chestnuts?|praline|marzipan|nuts?, mixed|mixed nuts)\b/;
const SEEDS = /\b(seeds?|sesame|tahini|sunflower|pumpkin|flax|chia|squash|lotus|watermelon|coconut|hemp)\b/;
const SOY = /\b(soy|soya|soybeans?|tofu|tempeh|edamame|miso|natto|soymilk|tamari|shoyu)\b/;
const SESAME = /\b(sesame|tahini|hummus)\b/;
const HONEY = /\bhoney\b/;

/** The hidden ingredient behind each dislike, for names that hide it. */
const HIDDEN_DISLIKE: Readonly<Record<IngredientDislike, Hidden>> = {
  BEEF: 'beef',
  EGGPLANT: 'eggplant',
  HONEY: 'honey',
  CILANTRO: 'cilantro',
  MAYONNAISE: 'mayonnaise',
  POTATO: 'potato',
  MUSHROOM: 'mushroom',
  TOMATO: 'tomato',
  BRUSSELS_SPROUTS: 'brusselsSprouts',
};

const DISLIKE_PATTERNS: readonly [IngredientDislike, RegExp][] = [
  ['BEEF', /\bbeef\b/],
  ['EGGPLANT', /\b(eggplant|aubergine)s?\b/],
  ['HONEY', HONEY],
  ['CILANTRO', /\b(cilantro|coriander)\b/],
  ['MAYONNAISE', /\bmayonnaise\b/],
  ['POTATO', /(?<!sweet )\bpotato(es)?\b/],
  ['MUSHROOM', /\b(mushrooms?|shiitake|portabella|portobello|chanterelle|morel|enoki|oyster mushroom)\b/],
  // Salsa verde is made of tomatillos.
  ['TOMATO', /\btomato(es)?\b|\bcatsup\b|\bketchup\b|\bsalsa\b(?! verde)/],
  ['BRUSSELS_SPROUTS', /\bbrussels sprouts\b/],
];

/**
 * Reads a food's facts from its composition-table category and name. The rules lean to caution:
 * oats count as gluten (most oats carry wheat), all dairy counts as lactose, peanuts count as nuts,
 * seeds and coconut do not (docs/decisions.md).
 */
export function foodFactsOf(food: ClassifiableFood): FoodFacts {
  const name = food.name.toLowerCase();
  // 'Coconut meat' and 'meatless' name no animal.
  const animalName = name.replace(/\b(coconut|grated|nut) meat\b|\bmeatless\b/g, '');
  const category = food.category;
  // What the name hides (baked beans are in tomato sauce): hiddenIngredients.ts.
  const hidden = hiddenIn(name);
  const meat =
    MEAT_CATEGORIES.has(category) ||
    (category !== 'Finfish and Shellfish Products' && has(MEAT, animalName)) ||
    hidden.has('meat');
  const shellfish = (has(SHELLFISH, name) && !/\boyster mushroom/.test(name)) || hidden.has('shellfish');
  const fish = (!shellfish && (category === 'Finfish and Shellfish Products' || has(FISH, name))) || hidden.has('fish');
  const eggs =
    (category === 'Dairy and Egg Products' ? /^egg|\begg\b|\beggs\b/.test(name) : has(EGG, name)) || hidden.has('egg');
  // Pesto is made with cheese and pine nuts, though its name says neither.
  const pesto = /\bpesto\b/.test(name);
  const dairy =
    pesto ||
    hidden.has('dairy') ||
    (!has(NOT_DAIRY, name) && ((category === 'Dairy and Egg Products' && !/^egg/.test(name)) || has(DAIRY, name)));
  const honey = has(HONEY, name) || hidden.has('honey');
  // A sauce for pasta is no pasta: 'Sauce, pasta, spaghetti/marinara' holds no wheat.
  const glutenName =
    category === 'Soups, Sauces, and Gravies' && /\bsauce\b/.test(name)
      ? name.replace(/\b(pasta|spaghetti|noodles?)\b/g, '')
      : name;
  const named = !has(NOT_GLUTEN, glutenName) && (has(GLUTEN, glutenName) || category === 'Baked Products');
  const gluten = named || hidden.has('gluten');
  const wheat = (named && !(has(NOT_WHEAT, name) && !/\bwheat\b/.test(name))) || hidden.has('wheat');
  const peanut = has(PEANUT, name) || hidden.has('peanut');
  const treeNut =
    pesto ||
    hidden.has('treeNut') ||
    has(TREE_NUT, name) ||
    (category === 'Nut and Seed Products' && !has(SEEDS, name) && !peanut);
  const intolerances: Intolerance[] = [];
  if (dairy) intolerances.push('LACTOSE');
  if (shellfish) intolerances.push('CRUSTACEANS_AND_SHELLFISH');
  if (gluten) intolerances.push('GLUTEN');
  if (peanut || treeNut) intolerances.push('NUTS');
  const allergens: SimpleAllergen[] = [];
  if (peanut) allergens.push('PEANUTS');
  if (treeNut) allergens.push('TREE_NUTS');
  if (dairy) allergens.push('MILK');
  if (eggs) allergens.push('EGG');
  if (wheat) allergens.push('WHEAT');
  if (has(SOY, name) || hidden.has('soy')) allergens.push('SOY');
  if (fish) allergens.push('FISH');
  if (shellfish) allergens.push('SHELLFISH');
  if (has(SESAME, name) || hidden.has('sesame')) allergens.push('SESAME');
  const dislikes = DISLIKE_PATTERNS.filter(
    ([dislike, pattern]) => pattern.test(name) || hidden.has(HIDDEN_DISLIKE[dislike]),
  ).map(([dislike]) => dislike);
  if (category === 'Beef Products' && !dislikes.includes('BEEF')) dislikes.push('BEEF');
  const alcohol =
    (/\balcoholic beverage\b|\b(wine|beer|rum|vodka|whiske?y|brandy|liqueur|sherry)\b/.test(name) &&
      !/\bvinegar\b/.test(name)) ||
    hidden.has('alcohol');
  return {
    meat,
    pork: category === 'Pork Products' || has(PORK, name) || hidden.has('pork'),
    fish,
    shellfish,
    dairy,
    egg: eggs,
    honey,
    alcohol,
    intolerances,
    allergens,
    dislikes,
  };
}

/** The facts of a dish are the union of its ingredients' facts. */
export function combineFacts(parts: readonly FoodFacts[]): FoodFacts {
  const union = <T>(pick: (f: FoodFacts) => readonly T[]) => [...new Set(parts.flatMap(pick))];
  const any = (pick: (f: FoodFacts) => boolean) => parts.some(pick);
  return {
    meat: any((f) => f.meat),
    pork: any((f) => f.pork),
    fish: any((f) => f.fish),
    shellfish: any((f) => f.shellfish),
    dairy: any((f) => f.dairy),
    egg: any((f) => f.egg),
    honey: any((f) => f.honey),
    alcohol: any((f) => f.alcohol),
    intolerances: union((f) => f.intolerances),
    allergens: union((f) => f.allergens),
    dislikes: union((f) => f.dislikes),
  };
}

/** The diets a dish suits, strictest first, HALAL last. */
export function dietsSuitedBy(facts: FoodFacts): Diet[] {
  const seafood = facts.fish || facts.shellfish;
  const diets: Diet[] = [];
  if (!facts.meat && !seafood && !facts.dairy && !facts.egg && !facts.honey) diets.push('VEGAN');
  if (!facts.meat && !seafood && !facts.egg) diets.push('LACTO_VEGETARIAN');
  if (!facts.meat && !seafood && !facts.dairy) diets.push('OVO_VEGETARIAN');
  if (!facts.meat && !seafood) diets.push('VEGETARIAN');
  if (!facts.meat) diets.push('PESCATARIAN');
  diets.push('OMNIVORE');
  if (!facts.pork && !facts.alcohol) diets.push('HALAL');
  return diets;
}
