import { normalizeSearch } from '../../src/core/catalogue/searchText';
import type { FoodRow } from './foodRows';

type Values = Pick<FoodRow, 'source' | 'name' | 'kcal' | 'kcal_estimated' | 'protein' | 'carbs' | 'fat'>;

// Names of things that really carry no energy: a product of 0 kcal without one of these is missing data.
const ZERO_ENERGY =
  /\b(water|eau|spa|seltzer|zero|light|lite|diet|sugar free|suikervrij|coffee|koffie|cafe|espresso|tea|thee|infusion|salt|zout|sel|vinegar|azijn|vinaigre|sweetener|zoetstof|pepper|peper)\b/;

/**
 * Whether a food's values can be true, so that it may appear in search results (barcode lookup
 * still finds it). Generic foods are trusted for energy (USDA uses food-specific factors and counts
 * alcohol); products must give at least half the energy their macros do (4/4/9 kcal per gram).
 */
export function plausible(food: Values): boolean {
  const { kcal, protein, carbs, fat } = food;
  const macros = [protein, carbs, fat];
  if (macros.some((g) => !(g >= 0 && g <= 100)) || protein + carbs + fat > 105) return false;
  if (!(kcal >= 0 && kcal <= 910)) return false;
  if (kcal === 0 && protein + carbs + fat > 1) return false;
  if (food.source === 'USDA_SR28') return true;
  if (kcal === 0 && (food.kcal_estimated || !ZERO_ENERGY.test(normalizeSearch(food.name)))) return false;
  return kcal >= 0.5 * (4 * protein + 4 * carbs + 9 * fat) - 20;
}

/** Rows that show the same food twice in results: one name, one brand, the same values. */
export const duplicateKey = (food: Values & Pick<FoodRow, 'brand'>): string =>
  [
    normalizeSearch(food.name),
    normalizeSearch(food.brand ?? ''),
    ...[food.kcal, food.protein, food.carbs, food.fat].map(Math.round),
  ].join('|');

/**
 * A brand in normal case: 'COCA-COLA' -> 'Coca-Cola', "Baker'S" -> "Baker's", 'tic tac' -> 'Tic Tac'.
 * Words of two capitals ('AH', 'M&S') and three without a vowel ('KFC') stay acronyms; a word
 * already in mixed case ('McCain') is kept as written.
 */
export function brandCase(brand: string): string {
  const lowerOnly = brand === brand.toLowerCase();
  return brand
    .replace(/[\p{Letter}&]+/gu, (word) => {
      const upper = word === word.toUpperCase() && word !== word.toLowerCase();
      if (word.includes('&') && word.length <= 4) return word.toUpperCase();
      if (upper && (word.length <= 2 || !/[AEIOUY]/.test(word))) return word;
      if (upper || lowerOnly) return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
      return word;
    })
    .replace(/(\p{Letter})'S\b/gu, "$1's");
}
