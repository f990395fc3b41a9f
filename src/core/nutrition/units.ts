/** Conversions as 1-shell.txt, 2-onboarding.txt and 3-daily-use.txt section 9 give them. */
const LB_PER_KG = 2.20462;
const KG_PER_LB = 0.453592;
const LB_PER_STONE = 14;
const CM_PER_INCH = 2.54;
const INCHES_PER_FOOT = 12;
/** 3-daily-use.txt: weight shows 2 decimals. Heights show in whole cm or whole inches. */
const WEIGHT_DECIMALS = 2;

export const WEIGHT_UNITS = ['KILOGRAMS', 'POUNDS', 'STONES'] as const;
export const HEIGHT_UNITS = ['CENTIMETERS', 'FEET_INCHES'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export type HeightUnit = (typeof HEIGHT_UNITS)[number];

export type WeightDisplay =
  | { readonly unit: 'KILOGRAMS'; readonly kg: number }
  | { readonly unit: 'POUNDS'; readonly lb: number }
  | { readonly unit: 'STONES'; readonly stone: number; readonly lb: number };

export type HeightDisplay =
  | { readonly unit: 'CENTIMETERS'; readonly cm: number }
  | { readonly unit: 'FEET_INCHES'; readonly feet: number; readonly inches: number };

export const kgToLb = (kg: number): number => kg * LB_PER_KG;
export const lbToKg = (lb: number): number => lb * KG_PER_LB;
export const stoneLbToKg = (stone: number, lb: number): number => lbToKg(stone * LB_PER_STONE + lb);
const inchesToCm = (inches: number): number => inches * CM_PER_INCH;
export const feetInchesToCm = (feet: number, inches: number): number => inchesToCm(feet * INCHES_PER_FOOT + inches);
export const cmToInches = (cm: number): number => cm / CM_PER_INCH;

export const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** A weight as the screen shows it; a stone display carries 14 lb over into the next stone. */
export function displayWeight(kg: number, unit: WeightUnit): WeightDisplay {
  if (unit === 'KILOGRAMS') return { unit, kg: roundTo(kg, WEIGHT_DECIMALS) };
  const lb = roundTo(kgToLb(kg), WEIGHT_DECIMALS);
  if (unit === 'POUNDS') return { unit, lb };
  const stone = Math.floor(lb / LB_PER_STONE);
  return { unit, stone, lb: roundTo(lb - stone * LB_PER_STONE, WEIGHT_DECIMALS) };
}

export function weightToKg(weight: WeightDisplay): number {
  switch (weight.unit) {
    case 'KILOGRAMS':
      return weight.kg;
    case 'POUNDS':
      return lbToKg(weight.lb);
    case 'STONES':
      return stoneLbToKg(weight.stone, weight.lb);
  }
}

/** A height as the screen shows it: whole cm, or feet and whole inches (12 inches carry into a foot). */
export function displayHeight(cm: number, unit: HeightUnit): HeightDisplay {
  if (unit === 'CENTIMETERS') return { unit, cm: Math.round(cm) };
  const inches = Math.round(cmToInches(cm));
  return { unit, feet: Math.floor(inches / INCHES_PER_FOOT), inches: inches % INCHES_PER_FOOT };
}

export const heightToCm = (height: HeightDisplay): number =>
  height.unit === 'CENTIMETERS' ? height.cm : feetInchesToCm(height.feet, height.inches);

/** 2-onboarding.txt section 9: the US uses pounds and feet, Great Britain stones and feet, others kg and cm. */
export function defaultUnits(region: string | null): { weight: WeightUnit; height: HeightUnit } {
  switch (region?.toUpperCase()) {
    case 'US':
      return { weight: 'POUNDS', height: 'FEET_INCHES' };
    case 'GB':
      return { weight: 'STONES', height: 'FEET_INCHES' };
    default:
      return { weight: 'KILOGRAMS', height: 'CENTIMETERS' };
  }
}
