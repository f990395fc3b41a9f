import { defineCommand } from '../../core/commands';
import { accept } from '../../core/errors';
import type { EventDraft } from '../../core/events';
import { allocateMealSizes, type MealMoment } from '../../core/nutrition/mealSizes';
import { MealPlanSet, NutritionProfileSet, SimpleProfileSet } from '../profile/events';
import { planningProfileProjection } from '../profile/planningProfile';
import { allergensForm, cookingStylesForm, motivationForm, simpleDietForm, simpleMealTimesForm } from './forms';

export const simpleOnboardingAnswers = motivationForm
  .extend(cookingStylesForm.shape)
  .extend(simpleDietForm.shape)
  .extend(allergensForm.shape)
  .extend(simpleMealTimesForm.shape);

const MOMENT_OF = {
  BREAKFAST: 'BREAKFAST',
  LUNCH: 'LUNCH',
  SNACK: 'AFTERNOON_SNACK',
  DINNER: 'DINNER',
} as const satisfies Record<string, MealMoment>;

/**
 * The simple onboarding's save (2-onboarding.txt section 4): the answers, and for a person without a
 * profile yet one with the document's defaults (female, sedentary, optimal, 70 kg, 20% body fat; age
 * and height are not used when body fat is known) and a meal plan of the chosen meal times.
 */
export const completeSimpleOnboarding = defineCommand({
  type: 'CompleteSimpleOnboarding',
  schema: () => simpleOnboardingAnswers,
  projection: planningProfileProjection,
  decide: (answers, state) => {
    const diet = answers.diet === 'NONE' ? null : answers.diet;
    const allergens = answers.allergens.filter((a) => a !== 'NONE') as Exclude<
      (typeof answers.allergens)[number],
      'NONE'
    >[];
    const events: EventDraft[] = [
      SimpleProfileSet.draft({
        motivation: answers.motivation,
        cookingStyles: answers.cookingStyles,
        diet,
        allergens,
        mealTimes: answers.mealTimes,
      }),
    ];
    if (!state.nutrition) {
      events.push(
        NutritionProfileSet.draft({
          profile: {
            sex: 'FEMALE',
            age: 35,
            heightCm: 168,
            weightKg: 70,
            bodyFat: 0.2,
            activity: 'SEDENTARY',
            goal: 'RECOMPOSITION',
            weeklyChangeKg: null,
            diet: diet ?? 'OMNIVORE',
            sustainability: 'OPTIMAL',
            keto: false,
            lowCarb: false,
          },
          intolerances: [],
          allergens,
          dislikes: [],
          plan: 'RECOMMENDED',
        }),
        MealPlanSet.draft({
          sizes: allocateMealSizes(answers.mealTimes.map((m) => MOMENT_OF[m])).map(({ moment, enabled, size }) => ({
            moment,
            enabled,
            size,
          })),
        }),
      );
    } else {
      // An existing profile keeps its numbers; the diet and allergens are the person's latest word.
      events.push(
        NutritionProfileSet.draft({
          ...state.nutrition,
          profile: { ...state.nutrition.profile, diet: diet ?? state.nutrition.profile.diet },
          allergens,
        }),
      );
    }
    return accept(events);
  },
});

/** Simple recipes for today through today plus 6, keeping what is planned. */
export const firstSimpleWeekRequest = (today: string, sixDaysLater: string) =>
  ({
    path: '/planner/autoPlanSimpleRecipes/',
    body: { start_date: today, end_date: sixDaysLater, delete_existing_plans: false },
  }) as const;

/** Required for users of SIMPLE organisations until motivation, cooking styles and meal times are set. */
export const needsSimpleOnboarding = (
  user: { is_coach: boolean; organisation: { recipe_system_type: string } },
  simple: unknown,
): boolean => !user.is_coach && user.organisation.recipe_system_type === 'SIMPLE' && simple === null;
