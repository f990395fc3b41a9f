import { z } from 'zod';
import { deviceStore } from '../../core/deviceStore';
import { MEAL_MOMENTS } from '../../core/nutrition/mealSizes';
import { mealSize, WEEKDAYS } from '../profile/events';
import { STEPS, type WizardState } from './wizard';

/**
 * The wizard's answers before they are saved, per client, on this device only (UI state is kept
 * out of the synced log): a reload or a detour continues where the coach was; saving clears it.
 */
const numberOrNull = z.number().nullable();
const macrosOrNull = z.strictObject({
  kcal: numberOrNull,
  protein: numberOrNull,
  carbs: numberOrNull,
  fat: numberOrNull,
});
const draftSchema = z.strictObject({
  dayPlanId: z.string().max(64).nullable(),
  step: z.union(STEPS.map((step) => z.literal(step))),
  name: z.string().max(200),
  weekdays: z.strictObject(
    Object.fromEntries(WEEKDAYS.map((day) => [day, z.boolean()])) as Record<(typeof WEEKDAYS)[number], z.ZodBoolean>,
  ),
  energyBalance: numberOrNull,
  macroAdjustment: z.strictObject({ protein: numberOrNull, carbs: numberOrNull, fat: numberOrNull }).nullable(),
  sizes: z.array(mealSize).length(MEAL_MOMENTS.length),
  fineTuned: z.partialRecord(z.enum(MEAL_MOMENTS), macrosOrNull),
});

const storeOf = (clientId: number) =>
  deviceStore<WizardState>(
    `forkcast.nutritionPlanDraft.${clientId}`,
    (stored) => (draftSchema.safeParse(stored).data as WizardState | undefined) ?? null,
  );

/** The client's draft for this day plan (null: a new one), or null when there is none for it. */
export function loadDraft(
  clientId: number,
  dayPlanId: string | null,
  storage?: Pick<Storage, 'getItem'>,
): WizardState | null {
  const draft = storeOf(clientId).load(storage);
  return draft && draft.dayPlanId === dayPlanId ? draft : null;
}

export const saveDraft = (
  clientId: number,
  draft: WizardState | null,
  storage?: Pick<Storage, 'setItem' | 'removeItem'>,
): void => storeOf(clientId).save(draft, storage);
