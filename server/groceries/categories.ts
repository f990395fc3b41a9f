import type { GroceryCategory } from '../../src/core/api/groceries';

/**
 * The shop aisle of a food (issue 15). A generic food's aisle comes from its USDA SR28 food group,
 * each of the 25 groups mapped on purpose (OTHER where a group is not something one shops for as
 * such); a few words of the description then move the food to where a shop keeps it (canned
 * beans, frozen peas, fresh herbs, vinegar). A product's aisle comes from words of its Open Food
 * Facts category; a product without one is OTHER.
 */
export const SR_GROUP_CATEGORIES: Readonly<Record<string, GroceryCategory>> = {
  'American Indian/Alaska Native Foods': 'OTHER', // traditional dishes and game, not a shop's aisle
  'Baby Foods': 'OTHER', // a shelf of its own that no recipe plans from
  'Baked Products': 'BAKERY',
  'Beef Products': 'MEAT_FISH',
  Beverages: 'DRINKS',
  'Breakfast Cereals': 'DRY_GOODS',
  'Cereal Grains and Pasta': 'DRY_GOODS',
  'Dairy and Egg Products': 'DAIRY_EGGS',
  'Fast Foods': 'OTHER', // bought ready at a counter, not from a list
  'Fats and Oils': 'OILS_SAUCES',
  'Finfish and Shellfish Products': 'MEAT_FISH',
  'Fruits and Fruit Juices': 'PRODUCE',
  'Lamb, Veal, and Game Products': 'MEAT_FISH',
  'Legumes and Legume Products': 'PLANT_PROTEIN',
  'Meals, Entrees, and Side Dishes': 'FROZEN', // mostly frozen or canned entrees; 'canned' moves the latter
  'Nut and Seed Products': 'DRY_GOODS',
  'Pork Products': 'MEAT_FISH',
  'Poultry Products': 'MEAT_FISH',
  'Restaurant Foods': 'OTHER', // eaten out
  'Sausages and Luncheon Meats': 'MEAT_FISH',
  Snacks: 'SNACKS_SWEETS',
  'Soups, Sauces, and Gravies': 'CANNED_JARRED',
  'Spices and Herbs': 'SPICES_HERBS',
  Sweets: 'SNACKS_SWEETS',
  'Vegetables and Vegetable Products': 'PRODUCE',
};

/** Groups whose foods are drinks or dishes as a whole: a word of their description does not move them. */
const WHOLE_GROUPS = new Set([
  'Beverages',
  'Baby Foods',
  'Fast Foods',
  'Restaurant Foods',
  'American Indian/Alaska Native Foods',
]);

/**
 * Where a shop keeps a food rather than where its group puts it; the first rule that matches the
 * description (parentheses removed: 'raw (may have been previously frozen)' is fresh shrimp) wins.
 */
const SR_REFINEMENTS: readonly {
  readonly pattern: RegExp;
  readonly category: GroceryCategory;
  readonly groups?: readonly string[];
}[] = [
  { pattern: /\b(frozen|ice creams?|frozen novelties)\b/, category: 'FROZEN' },
  { pattern: /\b(canned|bottled|pickles?|pickled)\b/, category: 'CANNED_JARRED' },
  { pattern: /\bdried\b|^(raisins|dates|prunes)\b/, category: 'DRY_GOODS', groups: ['Fruits and Fruit Juices'] },
  { pattern: /\bjuice\b/, category: 'DRINKS', groups: ['Fruits and Fruit Juices'] },
  { pattern: /\bfresh\b/, category: 'PRODUCE', groups: ['Spices and Herbs'] },
  { pattern: /^(vinegar|mustard|horseradish)\b/, category: 'OILS_SAUCES', groups: ['Spices and Herbs'] },
  { pattern: /^(sauce|gravy)\b/, category: 'OILS_SAUCES', groups: ['Soups, Sauces, and Gravies'] },
  { pattern: /^soy sauce\b/, category: 'OILS_SAUCES', groups: ['Legumes and Legume Products'] },
  { pattern: /^(soymilk|soy milk)\b/, category: 'DAIRY_EGGS', groups: ['Legumes and Legume Products'] },
  { pattern: /^(peanut butter|hummus)\b/, category: 'CANNED_JARRED', groups: ['Legumes and Legume Products'] },
  {
    pattern: /^(sugars?|cocoa|syrups?|honey|sweeteners|baking chocolate)\b/,
    category: 'DRY_GOODS',
    groups: ['Sweets'],
  },
];

/** The aisle of a generic food from its SR28 group and description. */
export function srGroceryCategory(group: string, description: string): GroceryCategory {
  const base = SR_GROUP_CATEGORIES[group] ?? 'OTHER';
  if (WHOLE_GROUPS.has(group)) return base;
  const text = description.toLowerCase().replace(/\([^)]*\)/g, '');
  const rule = SR_REFINEMENTS.find((r) => (!r.groups || r.groups.includes(group)) && r.pattern.test(text));
  // Lemon and lime juice are squeezed from the fruit for cooking, not drunk: they stay with the produce.
  if (rule?.category === 'DRINKS' && /^(lemon|lime) juice\b/.test(text)) return base;
  return rule?.category ?? base;
}

/**
 * Words of an Open Food Facts category (English names or tags such as 'fr:pain-a-l-epeautre'), in
 * order: the first aisle with a matching word wins, so 'Milk chocolate bar' is a sweet, not dairy.
 */
const PRODUCT_KEYWORDS: readonly (readonly [GroceryCategory, RegExp])[] = [
  ['FROZEN', /\b(frozen|ice creams?|glaces?|surgel)/],
  [
    'SNACKS_SWEETS',
    /\b(biscuits?|cookies?|chocolates?|candies|candy|confectioner|snacks?|crisps|chips|popcorn|gumm|sweets|shortbread|fritters|eclairs?|doughnuts?|spreads?)/,
  ],
  [
    'BAKERY',
    /\b(breads?|pains?|croissants?|crumpets?|muffins?|rusks?|toasts?|bagels?|buns?|cakes?|crepes?|galettes?|brioches?)\b/,
  ],
  ['CANNED_JARRED', /\b(canned|peanut butters?|jams?|pickle[ds]?|gherkins?|soups?|preserves?)\b/],
  ['DAIRY_EGGS', /\b(milks?|yogh?urts?|cheeses?|butters?|creams?|eggs?|mozzarella|dairies|dairy)\b/],
  ['PLANT_PROTEIN', /\b(tofu|tempeh|seitan|meat analogues?|legumes?|beans?|lentils?)\b/],
  ['MEAT_FISH', /\b(meats?|beef|pork|chicken|poultry|ham|sausages?|fish|fishes|salmons?|tuna|seafood|encornet|ragu)\b/],
  ['DRY_GOODS', /\b(pasta|penne|spaghetti|rice|oats|flours?|cereals?|noodles?|protein powders?|syrups?)\b/],
  ['OILS_SAUCES', /\b(oils?|sauces?|vinegars?|dressings?|mayonnaise|ketchup)\b/],
  ['SPICES_HERBS', /\b(spices?|herbs?|salt|pepper)\b/],
  ['PRODUCE', /\b(vegetables?|fruits?|salads?|puree)\b/],
  ['DRINKS', /\b(beverages?|drinks?|juices?|waters?|sodas?|teas?|coffees?)\b/],
];

/** The aisle of a barcoded product from its category's words; without one it is OTHER. */
export function productGroceryCategory(category: string | null): GroceryCategory {
  const text = (category ?? '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/^[a-z]{2}:/, '')
    .replace(/[-_]/g, ' ');
  if (!text.trim() || text.trim() === 'null') return 'OTHER';
  return PRODUCT_KEYWORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'OTHER';
}

/** The aisle of any food of the catalogue. */
export const groceryCategoryOf = (food: {
  readonly source: string;
  readonly category: string | null;
  readonly name: string;
}): GroceryCategory =>
  food.source === 'USDA_SR28'
    ? srGroceryCategory(food.category ?? '', food.name)
    : productGroceryCategory(food.category);
