import type { EnergyExpenditure } from './energy';
import type { Diet, NutritionProfile, Sex, Sustainability } from './profile';

/** kcal per gram (2-onboarding.txt section 9). */
const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9, fiber: 2 } as const;
export const FIBER_TARGET_G = 40;
const MIN_PROTEIN_G = 50;
/** Floor of a computed plan; a plan the user types in may go down to 30 g. */
const MIN_FAT_G = 40;
const KETO_MAX_CARBS_G = 40;
const LOW_CARB_KCAL_PER_GRAM_CAP = 16;
/** Above 2800 kcal carbs shrink by 2600 / kcal, the rest going to fat. */
const HIGH_KCAL_CARB_RULE = { above: 2800, reference: 2600 } as const;

const PROTEIN_PER_KG = {
  optimal: 1.8,
  sustainable: { MALE: 1.6, FEMALE: 1.5 },
  fallback: 1.6,
  perKgLeanMass: 2,
} as const;
/** Body fat above which protein follows lean mass instead of weight. */
const LEAN_MASS_PROTEIN_ABOVE: Readonly<Record<Sex, number>> = { MALE: 0.2, FEMALE: 0.3 };
/** The documents' '2.4 and 1.8', '2 and 1.8': plant diets need 2.4 or 2 g where others need 1.8. */
const DIET_PROTEIN_MULTIPLIERS: Readonly<Record<Diet, number>> = {
  VEGAN: 2.4 / 1.8,
  VEGETARIAN: 2 / 1.8,
  LACTO_VEGETARIAN: 2 / 1.8,
  OVO_VEGETARIAN: 2 / 1.8,
  PESCATARIAN: 1,
  OMNIVORE: 1,
  HALAL: 1,
};
const FAT_SHARE_OF_BASAL = { sustainable: 0.25, other: 0.4 } as const;

export type CarbStyle = 'BALANCED' | 'LOW_CARB' | 'KETO';
export type MacroName = 'protein' | 'carbs' | 'fat';

export interface Macros {
  readonly protein: number;
  readonly carbs: number;
  readonly fat: number;
}

export interface MacroTargets extends Macros {
  readonly kcal: number;
  readonly fiber: number;
}

type ProteinInput = Pick<NutritionProfile, 'sex' | 'weightKg' | 'bodyFat' | 'diet' | 'sustainability'>;

/** Grams of protein a day, before the plan is fitted to its calories. */
export function proteinTarget(p: ProteinInput): number {
  const perKg =
    p.sustainability === 'SUSTAINABLE'
      ? PROTEIN_PER_KG.sustainable[p.sex]
      : p.sustainability === 'OPTIMAL'
        ? PROTEIN_PER_KG.optimal
        : PROTEIN_PER_KG.fallback;
  // Extra body fat needs no extra protein, so past the threshold only lean mass counts.
  const base =
    p.bodyFat !== null && p.bodyFat > LEAN_MASS_PROTEIN_ABOVE[p.sex]
      ? PROTEIN_PER_KG.perKgLeanMass * p.weightKg * (1 - p.bodyFat)
      : perKg * p.weightKg;
  return Math.max(MIN_PROTEIN_G, base * DIET_PROTEIN_MULTIPLIERS[p.diet]);
}

/** Grams of fat a day: a share of the basal rate, of the resting expenditure for women. */
export function fatTarget(
  sex: Sex,
  sustainability: Sustainability | null,
  energy: Pick<EnergyExpenditure, 'basal' | 'resting'>,
): number {
  const share = sustainability === 'SUSTAINABLE' ? FAT_SHARE_OF_BASAL.sustainable : FAT_SHARE_OF_BASAL.other;
  return Math.max(MIN_FAT_G, (share * (sex === 'FEMALE' ? energy.resting : energy.basal)) / KCAL_PER_GRAM.fat);
}

export const carbStyleOf = (p: Pick<NutritionProfile, 'keto' | 'lowCarb'>): CarbStyle =>
  p.keto ? 'KETO' : p.lowCarb ? 'LOW_CARB' : 'BALANCED';

/**
 * Whole grams whose energy adds up to `kcal` (an integer at or above the calorie floor) within half
 * a gram of fat. Protein and fat are set apart from the calories, so on a small target fat and
 * then protein give way, never below their floors; carbs take what is left, and what the carb
 * rules take from carbs goes to fat.
 */
export function splitMacros(
  kcal: number,
  proteinG: number,
  fatG: number,
  style: CarbStyle = 'BALANCED',
): Omit<MacroTargets, 'fiber'> {
  let protein = Math.round(proteinG);
  let fat = Math.round(fatG);
  if (4 * protein + 9 * fat > kcal) fat = Math.max(MIN_FAT_G, Math.floor((kcal - 4 * protein) / 9));
  if (4 * protein + 9 * fat > kcal) protein = Math.max(MIN_PROTEIN_G, Math.floor((kcal - 9 * fat) / 4));
  let carbs = (kcal - 4 * protein - 9 * fat) / 4;
  if (kcal > HIGH_KCAL_CARB_RULE.above) carbs = (carbs * HIGH_KCAL_CARB_RULE.reference) / kcal;
  if (style === 'KETO') carbs = Math.min(carbs, KETO_MAX_CARBS_G);
  if (style === 'LOW_CARB') carbs = Math.min(carbs, kcal / LOW_CARB_KCAL_PER_GRAM_CAP);
  const wholeCarbs = Math.floor(carbs);
  return { kcal, protein, carbs: wholeCarbs, fat: Math.round((kcal - 4 * protein - 4 * wholeCarbs) / 9) };
}

/** Fibre is not counted: our food data (USDA) counts fibre inside carbohydrates already. */
export const macroKcal = (m: Macros): number =>
  KCAL_PER_GRAM.protein * m.protein + KCAL_PER_GRAM.carbs * m.carbs + KCAL_PER_GRAM.fat * m.fat;

export const percentToGrams = (percent: number, macro: MacroName, kcal: number): number =>
  (kcal * percent) / 100 / KCAL_PER_GRAM[macro];

const MACRO_NAMES: readonly MacroName[] = ['protein', 'carbs', 'fat'];

/**
 * Whole percentages of the macros' own energy that add up to exactly 100 (largest remainder, ties
 * in the order protein, carbs, fat), so a screen that shows the total shows 100%.
 */
export function macroPercents(m: Macros): Macros {
  const total = macroKcal(m);
  if (total <= 0) return { protein: 0, carbs: 0, fat: 0 };
  const exact = MACRO_NAMES.map((name) => (100 * m[name] * KCAL_PER_GRAM[name]) / total);
  const remainder = (i: number) => exact[i]! - Math.floor(exact[i]!);
  const missing = 100 - exact.reduce((sum, v) => sum + Math.floor(v), 0);
  const bumped = new Set([0, 1, 2].sort((a, b) => remainder(b) - remainder(a) || a - b).slice(0, missing));
  const [protein, carbs, fat] = exact.map((v, i) => Math.floor(v) + (bumped.has(i) ? 1 : 0));
  return { protein: protein!, carbs: carbs!, fat: fat! };
}

/** Grams from whole percentages of `kcal`, as the modify screen recomputes them when switching to percent. */
export const gramsFromPercents = (percents: Macros, kcal: number): Macros => ({
  protein: Math.round(percentToGrams(percents.protein, 'protein', kcal)),
  carbs: Math.round(percentToGrams(percents.carbs, 'carbs', kcal)),
  fat: Math.round(percentToGrams(percents.fat, 'fat', kcal)),
});
