import { dailyTargets } from '../../core/nutrition/dailyTargets';
import type { MacroTargets } from '../../core/nutrition/macros';
import type { EventOf } from '../../core/events';
import type { NutritionProfileSet } from './events';

/** The day's targets: the person's own numbers when they chose them, else the energy model's. */
export function targetsOf(
  nutrition: Pick<EventOf<typeof NutritionProfileSet>['payload'], 'profile' | 'customTargets'>,
): Omit<MacroTargets, 'fiber'> {
  if (nutrition.customTargets) return nutrition.customTargets;
  const { kcal, protein, carbs, fat } = dailyTargets(nutrition.profile);
  return { kcal, protein, carbs, fat };
}
