import commonFoods from '../catalogue/data/common-foods.json';
import { normalizeSearch } from '../../src/core/catalogue/searchText';
import type { Bilingual } from './facts';

/**
 * A shopper's name of a food (issue 15): 'Onion' / 'Ui', not SR28's 'Onions, raw'. The curated
 * everyday names (common-foods.json) and Open Tandoor Data's names are what the catalogue stores
 * (name_nl, names_en); a food without one is named by a cleaned-up first part of its description,
 * and borrows the Dutch name of the food whose everyday English name that is ('Cheese, ricotta,
 * part skim milk' -> 'Ricotta' -> 'Ricotta'), else takes it from a short table of SR28's commonest
 * first parts ('Rice' -> 'Rijst'). Without any Dutch name, Dutch shows the English one.
 */

/** The curated English names as written ('Reduced-fat milk (2%)'): names_en holds them only normalised. */
const CURATED_ENGLISH: ReadonlyMap<string, string> = new Map(commonFoods.map((f) => [`sr:${f.foodId}`, f.en]));

export interface NamedFood {
  readonly id: string;
  readonly source: string;
  readonly name: string;
  readonly name_nl: string | null;
  readonly names_en: readonly string[];
}

/** The food's own everyday names; null where the catalogue has none. */
export function everydayName(food: NamedFood): { en: string | null; nl: string | null } {
  if (food.source !== 'USDA_SR28') {
    // A product's name is what its package says, in the package's language: the same in both.
    const name = food.name.trim().slice(0, 300) || food.id;
    return { en: name, nl: name };
  }
  const en = CURATED_ENGLISH.get(food.id) ?? (food.names_en[0] ? capitalise(food.names_en[0]) : null);
  return { en, nl: food.name_nl?.trim().slice(0, 300) || null };
}

/** The shopper's name in both languages, with a borrowed name for what the food lacks. */
export function shopperName(food: NamedFood, borrowed: Partial<Bilingual> | undefined): Bilingual {
  const own = everydayName(food);
  // The contract wants a name in each language; the id is the last resort of a nameless row.
  const en = own.en ?? borrowed?.en ?? (descriptionName(food.name) || food.id);
  return { en, nl: own.nl ?? borrowed?.nl ?? DUTCH_FIRST_PARTS[en.toLowerCase()] ?? en };
}

/** The name a borrowed food is found by: the description's name, normalised like names_en. */
export const borrowKey = (food: NamedFood): string => normalizeSearch(descriptionName(food.name));

/** What a borrowing food may take from a lender: its curated English spelling and its Dutch name. */
export const lentName = (lender: NamedFood): Partial<Bilingual> => {
  const own = everydayName(lender);
  return { ...(own.en ? { en: own.en } : {}), ...(own.nl ? { nl: own.nl } : {}) };
};

/**
 * A name from an SR28 description: its first part ('Rice, white, long-grain, raw' -> 'Rice'),
 * or, where the first part is only a class ('Fish, salmon, Atlantic'), the second part, joined
 * to the class where the class is the noun ('Oil, olive' -> 'Olive oil').
 */
export function descriptionName(description: string): string {
  const parts = description
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const [first = description, second] = parts;
  const lower = first.toLowerCase();
  let name = first;
  if (second && CLASS_ONLY.has(lower)) name = second;
  else if (second && CLASS_NOUN[lower]) name = `${second} ${CLASS_NOUN[lower]}`;
  const cleaned = name.replace(STATE_WORDS, '').replace(/\s+/g, ' ').trim();
  return capitalise(cleaned || first).slice(0, 300);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** First parts that only say what kind of food follows. */
const CLASS_ONLY = new Set([
  'alcoholic beverage',
  'babyfood',
  'beverages',
  'candies',
  'cereals',
  'cheese',
  'crustaceans',
  'fish',
  'leavening agents',
  'mollusks',
  'nuts',
  'seeds',
  'snacks',
  'soup',
  'spices',
  'sweeteners',
]);
/** First parts that are the noun of the name: the second part says which. */
const CLASS_NOUN: Readonly<Record<string, string>> = {
  bread: 'bread',
  oil: 'oil',
  sauce: 'sauce',
  sugars: 'sugar',
  syrups: 'syrup',
  vinegar: 'vinegar',
};
/** How a food is kept or sold, which a shopper's name leaves out. */
const STATE_WORDS =
  /\b(raw|cooked|canned|fresh|dried|dry|frozen|ready-to-serve|ready to serve|unprepared|prepared|enriched|unenriched)\b/gi;

/** Dutch for the first parts of SR28 descriptions that recipes use and no everyday name covers. */
const DUTCH_FIRST_PARTS: Readonly<Record<string, string>> = {
  beans: 'Bonen',
  beef: 'Rundvlees',
  'beef broth or bouillon': 'Runderbouillon',
  'buckwheat groats': 'Boekweit',
  'canadian bacon': 'Bacon',
  chicken: 'Kip',
  'chicken broth': 'Kippenbouillon',
  corn: 'Maïs',
  crackers: 'Crackers',
  'english muffins': 'Engelse muffins',
  lamb: 'Lamsvlees',
  noodles: 'Noedels',
  pasta: 'Pasta',
  pork: 'Varkensvlees',
  potatoes: 'Aardappelen',
  rice: 'Rijst',
  rolls: 'Broodjes',
  'rye bread': 'Roggebrood',
  sausage: 'Worst',
  'sesame butter': 'Sesampasta',
  'sesame seed kernels': 'Sesamzaad',
  'sunflower seed butter': 'Zonnebloempittenpasta',
  tortillas: "Tortilla's",
  turkey: 'Kalkoen',
  'turkey sausage': 'Kalkoenworst',
  'wheat flour': 'Tarwebloem',
  yogurt: 'Yoghurt',
};
