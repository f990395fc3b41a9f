import { z } from 'zod';
import { defineCommand } from '../../core/commands';
import { accept, reject } from '../../core/errors';
import type { EventDraft } from '../../core/events';
import { energyExpenditure } from '../../core/nutrition/energy';
import { MEAL_MOMENTS } from '../../core/nutrition/mealSizes';
import { LIMITS } from '../../core/nutrition/profile';
import { DayPlanSaved, WEEKDAYS } from '../profile/events';
import { planningProfileProjection } from '../profile/planningProfile';
import { weeklyPlanOf } from '../profile/weeklyPlan';

const SLOT_MAX = { kcal: 10_000, protein: 1_000, carbs: 2_000, fat: 1_000 } as const;

/**
 * What the wizard saves. The schema holds the shape only; the rules are the decider's, so that
 * every broken one is a coded message in the coach's language rather than a refused command.
 */
export const saveDayPlanSchema = z.strictObject({
  /** The day plan edited; null for a new one, whose id is the command's. */
  dayPlanId: z.string().min(1).max(64).nullable(),
  name: z.string().max(200),
  weekdays: z.array(z.enum(WEEKDAYS)).max(7),
  energyBalance: z.number(),
  macroAdjustment: z.strictObject({ protein: z.number(), carbs: z.number(), fat: z.number() }).nullable(),
  sizes: z
    .array(z.strictObject({ moment: z.enum(MEAL_MOMENTS), enabled: z.boolean(), size: z.number() }))
    .max(MEAL_MOMENTS.length),
  /** The enabled meals' numbers as tab 4 shows them (fine-tuned or computed). */
  slots: z
    .array(
      z.strictObject({
        moment: z.enum(MEAL_MOMENTS),
        kcal: z.number(),
        protein: z.number(),
        carbs: z.number(),
        fat: z.number(),
      }),
    )
    .max(MEAL_MOMENTS.length),
});
export type SaveDayPlan = z.input<typeof saveDayPlanSchema>;

const error = (code: string) => reject(code, `nutritionPlan:errors.${code}`);
const whole = (v: number, max: number, min = 0) => Number.isInteger(v) && v >= min && v <= max;

/**
 * The coach wizard's save (2-onboarding.txt, coach wizard), decided over the client's stream: the
 * day plan with its slots for the chosen weekdays; the other weekdays keep their day plans. A
 * client whose plan is still the self-service one read from their profile (no DayPlanSaved yet)
 * gets that plan saved first, so the days the coach does not choose keep it.
 */
export const saveDayPlan = defineCommand({
  type: 'SaveDayPlan',
  schema: () => saveDayPlanSchema,
  projection: planningProfileProjection,
  decide: (plan, state, meta) => {
    if (!state.nutrition) return error('no_intake');
    const total = energyExpenditure(state.nutrition.profile).total;
    if (!Number.isFinite(total) || total <= 0) return error('no_energy_expenditure');
    const week = weeklyPlanOf(state);
    if (plan.dayPlanId !== null && !week?.dayPlans[plan.dayPlanId]) return error('day_plan_not_found');
    const name = plan.name.trim();
    if (name === '' || name.length > 60) return error('no_name');
    if (plan.weekdays.length === 0) return error('no_weekdays');
    const { energyBalance, macroAdjustment } = plan;
    if (!(energyBalance >= LIMITS.energyBalance.min && energyBalance <= LIMITS.energyBalance.max))
      return error('invalid_energy_balance');
    if (
      macroAdjustment &&
      !(['protein', 'carbs', 'fat'] as const).every((key) => whole(macroAdjustment[key], SLOT_MAX[key], 1))
    )
      return error('invalid_macro_adjustment');

    const enabled = plan.sizes.filter((s) => s.enabled);
    if (enabled.length === 0) return error('no_meal_slots');
    if (new Set(plan.sizes.map((s) => s.moment)).size !== plan.sizes.length) return error('invalid_meal_sizes');
    if (!plan.sizes.every((s) => whole(s.size, 100)) || enabled.some((s) => s.size === 0))
      return error('invalid_meal_sizes');
    const slots = enabled.map((size) => plan.slots.find((s) => s.moment === size.moment));
    if (slots.some((s) => s === undefined) || plan.slots.length !== enabled.length) return error('slots_mismatch');
    if (!plan.slots.every((s) => (['kcal', 'protein', 'carbs', 'fat'] as const).every((k) => whole(s[k], SLOT_MAX[k]))))
      return error('invalid_slot_numbers');

    const events: EventDraft[] = [];
    // The self-service plan read from the profile, saved as it is before the coach's takes some of its days.
    const upcast = week && Object.keys(state.week.dayPlans).length === 0 ? Object.values(week.dayPlans) : [];
    for (const dayPlan of upcast) events.push(DayPlanSaved.draft(dayPlan));
    const order = (moment: (typeof MEAL_MOMENTS)[number]) => MEAL_MOMENTS.indexOf(moment);
    events.push(
      DayPlanSaved.draft({
        dayPlanId: plan.dayPlanId ?? meta.commandId,
        name,
        weekdays: WEEKDAYS.filter((day) => plan.weekdays.includes(day)),
        slots: slots
          .map((s) => ({ moment: s!.moment, kcal: s!.kcal, protein: s!.protein, carbs: s!.carbs, fat: s!.fat }))
          .sort((a, b) => order(a.moment) - order(b.moment)),
        energyBalance,
        macroAdjustment: macroAdjustment ? { ...macroAdjustment } : null,
        sizes: [...plan.sizes]
          .sort((a, b) => order(a.moment) - order(b.moment))
          .map(({ moment, enabled: on, size }) => ({ moment, enabled: on, size })),
      }),
    );
    return accept(events);
  },
});

export const nutritionPlanCommands = [saveDayPlan];
