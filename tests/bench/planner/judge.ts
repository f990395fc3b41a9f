import type { Recipe } from '../../../src/core/catalogue/recipe';
import type { PlanRequest, PlanResult } from '../../../src/core/planner';
import type { SrFood } from '../../../server/catalogue/sources';

/**
 * The bench's own judge of a plan, written apart from the planner and from src/core/catalogue's
 * food facts: it reads each ingredient's USDA name and category and the text a cook reads, with
 * its own word lists, and recomputes every meal's nutrients from the USDA table. Where it and the
 * catalogue disagree, one of them is wrong, and the bench says so.
 */
type Trait =
  | 'meat'
  | 'pork'
  | 'fish'
  | 'shellfish'
  | 'dairy'
  | 'egg'
  | 'honey'
  | 'alcohol'
  | 'gluten'
  | 'wheat'
  | 'peanut'
  | 'treeNut'
  | 'soy'
  | 'sesame'
  | 'beef'
  | 'eggplant'
  | 'cilantro'
  | 'mayonnaise'
  | 'potato'
  | 'mushroom'
  | 'tomato'
  | 'sprouts';

const WORDS: Readonly<Record<Trait, RegExp>> = {
  meat: /\b(beef|steak|pork|ham|bacon|chicken|turkey|lamb|veal|mince|sausages?|chorizo|salami|pepperoni|prosciutto|duck|gelatin|lard|meatballs?)\b/,
  pork: /\b(pork|ham|bacon|chorizo|salami|pepperoni|prosciutto|pancetta|lard)\b/,
  fish: /\b(fish|salmon|tuna|cod|mackerel|sardines?|anchov(y|ies)|herring|trout|haddock|pollock|tilapia|hake|sea bass)\b/,
  shellfish: /\b(prawns?|shrimps?|mussels?|crabs?|lobsters?|clams?|oysters?|scallops?|squid|octopus)\b/,
  dairy:
    /\b(milk|cheeses?|yog(h)?urt|butter|cream|quark|skyr|whey|feta|mozzarella|parmesan|ricotta|kefir|ghee|paneer|halloumi|cottage|cheddar|gouda|cr[eè]me fra[iî]che)\b/,
  egg: /\beggs?\b|\begg (white|yolk)s?\b|mayonnaise/,
  honey: /\bhoney\b/,
  alcohol: /\b(wine|beer|rum|vodka|brandy|sherry|liqueur|cider)\b/,
  gluten:
    /\b(wheat|barley|rye|spelt|couscous|bulgur|semolina|seitan|pasta|spaghetti|penne|macaroni|noodles?|bread|breadcrumbs|flour|tortillas?|pitta|pita|bagels?|crackers?|oats?|oatmeal|granola|muesli|soy sauce|beer|crispbread|wrap)\b/,
  wheat:
    /\b(wheat|spelt|couscous|bulgur|semolina|seitan|pasta|spaghetti|penne|macaroni|bread|breadcrumbs|flour|tortillas?|pitta|pita|bagels?|crackers?|soy sauce|wrap)\b/,
  peanut: /\bpeanuts?\b/,
  treeNut:
    /\b(almonds?|walnuts?|cashews?|hazelnuts?|pecans?|pistachios?|macadamias?|brazil nuts?|pine nuts|mixed nuts|nuts)\b/,
  soy: /\b(soy|soya|tofu|tempeh|edamame|miso|tamari|soybeans?)\b/,
  sesame: /\b(sesame|tahini|hummus|houmous)\b/,
  beef: /\b(beef|steak)\b/,
  eggplant: /\b(aubergines?|eggplants?)\b/,
  cilantro: /\b(cilantro|coriander leaves|fresh coriander)\b/,
  mayonnaise: /\bmayo(nnaise)?\b/,
  potato: /(?<!sweet )\bpotato(es)?\b/,
  mushroom: /\bmushrooms?\b/,
  tomato: /\b(tomato(es)?|passata|ketchup|salsa|baked beans|marinara)\b/,
  sprouts: /\bbrussels sprouts?\b/,
};

/** Words that look like a trait but are not it: peanut butter is no dairy, eggplant no egg, rice noodles no gluten. */
const NOT: Partial<Readonly<Record<Trait, RegExp>>> = {
  dairy:
    /\b(peanut|almond|cashew|nut|soy|soya|oat|rice|coconut|cocoa|apple|sesame|seed)s? (butter|milk|cream|drink|beverage|yog(h)?urt)|\bbutter beans?|cream of tartar|dairy-free|plant-based|vegan|coconut cream/,
  egg: /\beggplants?\b|egg-free|vegan mayo/,
  gluten:
    /tamari \(gluten-free soy sauce\)|gluten-free|soy sauce made from soy \(tamari\)|tortillas?,[^|]*\bcorn\b|\bbuckwheat( flour)?|\brice (noodles?|flour|paper)|\bcorn (tortillas?|flour)|\bbuckwheat|\bchickpea flour|\bgram flour|\bbesan\b|\balmond flour|\bcoconut flour|\bpotato flour|\bcornflour|\bcornstarch|\btamari\b|\bglass noodles|\bsoba\b.*\b100% buckwheat|\bwrap(ped)? in (lettuce|foil)/,
  wheat:
    /\bpeanut flour|\boats?,? blitzed to flour|\boat flour|tamari \(gluten-free soy sauce\)|gluten-free|soy sauce made from soy \(tamari\)|tortillas?,[^|]*\bcorn\b|\bbuckwheat( flour)?|\brice (noodles?|flour|paper)|\bcorn (tortillas?|flour)|\bbuckwheat|\bchickpea flour|\bgram flour|\bbesan\b|\balmond flour|\bcoconut flour|\bpotato flour|\bcornflour|\bcornstarch|\btamari\b|\bwrap(ped)? in (lettuce|foil)/,
  meat: /\b(vegetable|vegan|veggie|plant-based|meat-free|meatless) (stock|broth|sausages?|mince|burgers?)|\bsoy mince|\bquorn\b/,
  treeNut: /\bnuts, coconut|\bnutmeg\b|\bcoconut\b|\bdough ?nuts?\b|\bpeanuts?\b|\bnutritional yeast\b/,
  alcohol: /\b(wine|cider) vinegar|vinegar, (red wine|wine|cider)/,
  fish: /\bfish sauce\b(?=.*\bvegan\b)/,
  potato: /\bsweet potato/,
};

const FOOD_CATEGORY: Partial<Readonly<Record<string, readonly Trait[]>>> = {
  'Beef Products': ['meat', 'beef'],
  'Pork Products': ['meat', 'pork'],
  'Poultry Products': ['meat'],
  'Lamb, Veal, and Game Products': ['meat'],
  'Sausages and Luncheon Meats': ['meat'],
};

function traitsOf(text: string, category: string): Set<Trait> {
  const traits = new Set<Trait>(FOOD_CATEGORY[category] ?? []);
  for (const trait of Object.keys(WORDS) as Trait[]) {
    const stripped = NOT[trait] ? text.replace(new RegExp(NOT[trait]!.source, 'g'), ' ') : text;
    if (WORDS[trait].test(stripped)) traits.add(trait);
  }
  if (category === 'Finfish and Shellfish Products' && !traits.has('shellfish')) traits.add('fish');
  return traits;
}

const DIET_FORBIDS: Readonly<Record<string, readonly Trait[]>> = {
  VEGAN: ['meat', 'fish', 'shellfish', 'dairy', 'egg', 'honey'],
  LACTO_VEGETARIAN: ['meat', 'fish', 'shellfish', 'egg'],
  OVO_VEGETARIAN: ['meat', 'fish', 'shellfish', 'dairy'],
  VEGETARIAN: ['meat', 'fish', 'shellfish'],
  PESCATARIAN: ['meat'],
  HALAL: ['pork', 'alcohol'],
  OMNIVORE: [],
};
const INTOLERANCE_FORBIDS: Readonly<Record<string, readonly Trait[]>> = {
  LACTOSE: ['dairy'],
  CRUSTACEANS_AND_SHELLFISH: ['shellfish'],
  GLUTEN: ['gluten'],
  NUTS: ['treeNut', 'peanut'],
};
const ALLERGEN_FORBIDS: Readonly<Record<string, readonly Trait[]>> = {
  PEANUTS: ['peanut'],
  TREE_NUTS: ['treeNut'],
  MILK: ['dairy'],
  EGG: ['egg'],
  WHEAT: ['wheat'],
  SOY: ['soy'],
  FISH: ['fish'],
  SHELLFISH: ['shellfish'],
  SESAME: ['sesame'],
};
const DISLIKE_FORBIDS: Readonly<Record<string, readonly Trait[]>> = {
  BEEF: ['beef'],
  EGGPLANT: ['eggplant'],
  HONEY: ['honey'],
  CILANTRO: ['cilantro'],
  MAYONNAISE: ['mayonnaise'],
  POTATO: ['potato'],
  MUSHROOM: ['mushroom'],
  TOMATO: ['tomato'],
  BRUSSELS_SPROUTS: ['sprouts'],
};

export interface JudgedMeal {
  readonly kcal: number;
  readonly protein: number;
  readonly carbs: number;
  readonly fat: number;
}

export interface Judge {
  /** Every hard rule the plan breaks, as 'RULE recipe-id' strings. */
  readonly violations: (request: PlanRequest, result: PlanResult) => string[];
  /** A meal's nutrients from the USDA table: the recipe's ingredients, per portion, times the multiplier. */
  readonly nutrients: (recipe: Recipe, multiplier: number) => JudgedMeal;
}

export function judgeOf(foods: readonly SrFood[]): Judge {
  const byId = new Map(foods.map((f) => [f.id, f]));
  const traitCache = new Map<Recipe, Set<Trait>>();
  const traits = (recipe: Recipe) => {
    let known = traitCache.get(recipe);
    if (!known) {
      known = new Set<Trait>();
      for (const ingredient of recipe.ingredients) {
        const food = byId.get(ingredient.foodId);
        const text = `${food?.name ?? ''} | ${ingredient.display.en}`.toLowerCase();
        for (const t of traitsOf(text, food?.category ?? '')) known.add(t);
      }
      traitCache.set(recipe, known);
    }
    return known;
  };
  const nutrients = (recipe: Recipe, multiplier: number): JudgedMeal => {
    const sum = { kcal: 0, protein: 0, carbs: 0, fat: 0 };
    for (const ingredient of recipe.ingredients) {
      const per = byId.get(ingredient.foodId)!.per100g;
      const share = (ingredient.grams / 100 / recipe.portions) * multiplier;
      sum.kcal += per.kcal * share;
      sum.protein += per.protein * share;
      sum.carbs += per.carbs * share;
      sum.fat += per.fat * share;
    }
    return sum;
  };
  const violations = (request: PlanRequest, result: PlanResult): string[] => {
    const recipes = new Map(request.recipes.map((r) => [r.id, r]));
    const p = request.preferences;
    const found: string[] = [];
    const forbidden = new Set<Trait>([
      ...DIET_FORBIDS[p.diet]!,
      ...p.intolerances.flatMap((i) => INTOLERANCE_FORBIDS[i]!),
      ...p.allergens.flatMap((a) => ALLERGEN_FORBIDS[a]!),
      ...p.dislikes.flatMap((d) => DISLIKE_FORBIDS[d]!),
    ]);
    result.days.forEach((day, d) => {
      const slots = new Map(request.days[d]!.slots.map((s) => [s.slotId, s]));
      const seen = new Set<string>();
      let carbs = 0;
      for (const meal of day.meals) {
        const recipe = recipes.get(meal.recipeId);
        const slot = slots.get(meal.slotId);
        if (!recipe || !slot) {
          found.push(`UNKNOWN ${meal.recipeId}`);
          continue;
        }
        const broken = [...traits(recipe)].filter((t) => forbidden.has(t));
        if (broken.length > 0) found.push(`${broken.join('+').toUpperCase()} ${recipe.id}`);
        if (!recipe.mealTypes.includes(meal.addition ? 'SNACK' : slot.mealType)) found.push(`MEAL_TYPE ${recipe.id}`);
        if (p.dislikedRecipeIds.includes(recipe.id)) found.push(`DISLIKED_RECIPE ${recipe.id}`);
        if (seen.has(recipe.id)) found.push(`TWICE_IN_A_DAY ${recipe.id}`);
        seen.add(recipe.id);
        carbs += nutrients(recipe, meal.portionsMultiplier).carbs;
      }
      const dayKcal = request.days[d]!.slots.reduce((sum, s) => sum + s.target.kcal, 0);
      const cap = p.carbStyle === 'KETO' ? 40 : p.carbStyle === 'LOW_CARB' ? dayKcal / 16 : Infinity;
      if (carbs > cap + 0.5) found.push(`CARB_CAP ${day.date}`);
    });
    return found;
  };
  return { violations, nutrients };
}
