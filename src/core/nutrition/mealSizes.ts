import type { MacroTargets } from './macros';

/** In the order a day shows them (3-daily-use.txt section 3). */
export const MEAL_MOMENTS = [
  'BREAKFAST',
  'MORNING_SNACK',
  'LUNCH',
  'AFTERNOON_SNACK',
  'DINNER',
  'SNACK',
  'LATE_SNACK',
] as const;
export type MealMoment = (typeof MEAL_MOMENTS)[number];

/** A slot of the day: enabled or not, and its share of the day in percent. */
export interface MealSize {
  readonly moment: MealMoment;
  readonly enabled: boolean;
  readonly size: number;
}

export type SlotTargets = Omit<MacroTargets, 'fiber'> & { readonly moment: MealMoment };

const SNACKS: readonly MealMoment[] = ['MORNING_SNACK', 'AFTERNOON_SNACK', 'SNACK'];
const SHARES = { snack: 10, preBed: 20, dinner: 30, largeDinner: 40, largeDinnerWhenLeft: 90 } as const;

/** 2-onboarding.txt section 4: breakfast 25, lunch 30, afternoon snack 5, dinner 40. */
export const DEFAULT_MEAL_PLAN: readonly MealSize[] = sizesFrom({
  BREAKFAST: 25,
  LUNCH: 30,
  AFTERNOON_SNACK: 5,
  DINNER: 40,
});

/**
 * Sizes for the enabled moments: snacks 10 each, pre-bed (LATE_SNACK) 20, dinner 30, or 40 when only
 * one of breakfast and lunch is on or when 90 or more is left, and breakfast and lunch share the
 * rest evenly. Whatever does not add up to 100 (no breakfast and no lunch) goes to the last enabled slot.
 */
export function allocateMealSizes(enabled: Iterable<MealMoment>): readonly MealSize[] {
  const on = new Set(enabled);
  const sizes: Partial<Record<MealMoment, number>> = {};
  const left = () => 100 - Object.values(sizes).reduce((sum, size) => sum + size, 0);
  for (const moment of SNACKS) if (on.has(moment)) sizes[moment] = SHARES.snack;
  if (on.has('LATE_SNACK')) sizes.LATE_SNACK = SHARES.preBed;
  const mains = (['BREAKFAST', 'LUNCH'] as const).filter((m) => on.has(m));
  if (on.has('DINNER'))
    sizes.DINNER = mains.length === 1 || left() >= SHARES.largeDinnerWhenLeft ? SHARES.largeDinner : SHARES.dinner;
  const rest = left();
  for (const moment of mains) sizes[moment] = rest / mains.length;
  return withRemainderOnLast(sizesFrom(sizes));
}

const mealSizeTotal = (sizes: readonly MealSize[]): number =>
  sizes.reduce((sum, s) => sum + (s.enabled ? s.size : 0), 0);

/**
 * Each enabled slot's share of the day in whole kcal and grams. When the sizes add up to 100 the
 * last enabled slot takes the remainder, so the slots add up to the day exactly. Rounding the
 * running total rather than each slot keeps every slot within 1 of its share and never below 0.
 */
export function mealTargets(day: Omit<MacroTargets, 'fiber'>, sizes: readonly MealSize[]): readonly SlotTargets[] {
  const slots = sizes.filter((s) => s.enabled);
  const cumulative = mealSizeTotal(sizes) === 100;
  let before = 0;
  return slots.map((slot) => {
    const from = before;
    before += slot.size;
    const share = (value: number) =>
      cumulative
        ? Math.round((value * before) / 100) - Math.round((value * from) / 100)
        : Math.round((value * slot.size) / 100);
    return {
      moment: slot.moment,
      kcal: share(day.kcal),
      protein: share(day.protein),
      carbs: share(day.carbs),
      fat: share(day.fat),
    };
  });
}

function sizesFrom(sizes: Partial<Record<MealMoment, number>>): readonly MealSize[] {
  return MEAL_MOMENTS.map((moment) => ({ moment, enabled: sizes[moment] !== undefined, size: sizes[moment] ?? 0 }));
}

function withRemainderOnLast(sizes: readonly MealSize[]): readonly MealSize[] {
  const last = sizes.findLastIndex((s) => s.enabled);
  if (last < 0) return sizes;
  const others = mealSizeTotal(sizes) - sizes[last]!.size;
  return sizes.map((s, i) => (i === last ? { ...s, size: 100 - others } : s));
}
