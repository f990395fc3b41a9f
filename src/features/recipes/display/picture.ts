/**
 * What a recipe's placeholder picture shows: the catalogue has no photographs, so every recipe
 * gets a drawing that is the same each time it appears (a hash of its id picks the colour and the
 * pattern) and says something about the dish (its name or main ingredient picks the glyph, else
 * its meal type). Pure, so the choice is tested apart from the drawing (RecipePicture.tsx).
 */
export const PICTURE_PALETTES = 8;
export const PICTURE_PATTERNS = ['dots', 'stripes', 'waves', 'checks', 'rings'] as const;
export const PICTURE_GLYPHS = ['bowl', 'leaf', 'bread', 'fish', 'egg', 'cup', 'fruit', 'meat', 'pot', 'grain'] as const;

export type PicturePattern = (typeof PICTURE_PATTERNS)[number];
export type PictureGlyph = (typeof PICTURE_GLYPHS)[number];

export interface PictureRecipe {
  readonly id: string;
  readonly name: string;
  readonly mealTypes?: readonly string[] | undefined;
  readonly ingredientNames?: readonly string[] | undefined;
  /** The heaviest ingredient's name, as the recipe cards carry it. */
  readonly mainIngredient?: string | undefined;
}

export interface Picture {
  /** 0 to PICTURE_PALETTES - 1: a class of recipes.css. */
  readonly palette: number;
  readonly pattern: PicturePattern;
  /** The pattern's angle in degrees, so two recipes with one pattern still differ. */
  readonly angle: number;
  readonly glyph: PictureGlyph;
}

export function pictureOf(recipe: PictureRecipe): Picture {
  const hash = fnv1a(recipe.id);
  return {
    palette: hash % PICTURE_PALETTES,
    pattern: PICTURE_PATTERNS[Math.floor(hash / PICTURE_PALETTES) % PICTURE_PATTERNS.length]!,
    angle: (Math.floor(hash / (PICTURE_PALETTES * PICTURE_PATTERNS.length)) % 4) * 15 - 15,
    glyph: glyphOf(recipe),
  };
}

/**
 * The dish's name speaks first ("Salmon with greens" is fish even if the greens weigh more), then
 * the main ingredient, then the other ingredients, then the meal type; a bowl when nothing matches.
 * Words are English and Dutch, matched at the start of a word so Dutch compounds count ("kipfilet"),
 * and for the Dutch dishes named by their last part, anywhere in it ("erwtensoep", "roggebrood").
 */
export function glyphOf(recipe: PictureRecipe): PictureGlyph {
  const texts = [recipe.name, recipe.mainIngredient ?? '', ...(recipe.ingredientNames ?? [])];
  for (const text of texts) {
    const rule = GLYPH_WORDS.find(([, words]) => words.test(text));
    if (rule) return rule[0];
  }
  const meal = recipe.mealTypes?.find((m) => m in MEAL_GLYPHS);
  return meal ? MEAL_GLYPHS[meal]! : 'bowl';
}

const words = (list: string) => new RegExp(String.raw`(?:^|[^\p{L}])(?:${list})`, 'iu');

/** In order: the first rule a text matches wins, so "egg fried rice" is an egg and "tuna salad" a fish. */
const GLYPH_WORDS: readonly (readonly [PictureGlyph, RegExp])[] = [
  [
    'fish',
    words(
      'salmon|tuna|cod|fish|mackerel|sardine|prawn|shrimp|pollock|herring|zalm|tonijn|kabeljauw|vis|makreel|garnal|koolvis|haring',
    ),
  ],
  ['egg', words(String.raw`eggs?\b|omelet|frittata|shakshuka|ei\b|eieren|eitje`)],
  [
    'meat',
    words(
      'chicken|beef|pork|turkey|ham\\b|bacon|lamb|sausage|steak|mince|kip|rund|varken|kalkoen|gehakt|worst|spek|biefstuk|lams',
    ),
  ],
  ['pot', words('soup|stew|chili|curry|dahl|dal\\b|\\p{L}*soep|\\p{L}*stoof|stamppot|hutspot')],
  ['bread', words('bread|toast|sandwich|wrap|bagel|pita|muffin|pancake|\\p{L}*brood|boterham|tosti|pannenkoe|wraps')],
  ['cup', words('smoothie|shake|latte|drink|yogh?urt|kwark|pudding|chia|milk|melk|thee|tea\\b')],
  ['fruit', words('apple|banana|berr|mango|pear|fruit|strawberr|peach|kiwi|appel|banaan|bessen|peer|aardbei|perzik')],
  [
    'grain',
    words(
      'oat|porridge|granola|muesli|rice|quinoa|couscous|pasta|noodle|havermout|pap\\b|\\p{L}*rijst|mie\\b|noedel|bulgur',
    ),
  ],
  [
    'leaf',
    words(
      'salad|spinach|kale|lettuce|greens|vegetable|broccoli|courgette|\\p{L}*salade|spinazie|boerenkool|sla\\b|groente|andijvie',
    ),
  ],
];

const MEAL_GLYPHS: Record<string, PictureGlyph> = {
  BREAKFAST: 'cup',
  LUNCH: 'bread',
  DINNER: 'pot',
  SNACK: 'fruit',
};

/** FNV-1a, 32 bits: tiny, fast and spreads short ids well; not for anything secret. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
