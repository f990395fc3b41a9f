import { z } from 'zod';
import { defineCommand } from '../../core/commands';
import { accept, reject } from '../../core/errors';
import type { EventOf } from '../../core/events';
import { ingredientDislike } from '../../core/catalogue/vocabulary';
import { INTOLERANCE_CHOICES } from '../onboarding/forms';
import { NutritionProfileSet, UnitsChosen } from './events';
import { DIETARY_PREFERENCES, type DietaryPreference } from './vocabulary';
import { planningProfileProjection } from './planningProfile';

type Nutrition = EventOf<typeof NutritionProfileSet>['payload'];

const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;

/**
 * My profile's recipe preferences (1-shell.txt, My profile), with the onboarding's words and rules
 * (2-onboarding.txt section 5): a diet of the onboarding's or none, intolerances where 'no
 * intolerance' stands alone, and dislikes. They are saved on the profile as the onboarding saves
 * them, which the planner and the recipe search read. A diet the onboarding does not offer (a
 * coach's, such as halal or omnivore) stays when none is chosen here.
 */
export const setRecipePreferences = defineCommand({
  type: 'SetRecipePreferences',
  schema: () =>
    z.object({
      diet: z.enum(DIETARY_PREFERENCES).nullable(),
      intolerances: z.array(z.enum(INTOLERANCE_CHOICES)).min(1).refine(distinct),
      dislikes: z.array(ingredientDislike).refine(distinct),
    }),
  projection: planningProfileProjection,
  decide: ({ diet, intolerances, dislikes }, state) => {
    const nutrition = state.nutrition;
    if (!nutrition) return reject('no_profile', 'profile:errors.noProfile');
    if (intolerances.includes('NO_INTOLERANCE') && intolerances.length > 1)
      return reject('no_intolerance_exclusive', 'profile:recipePreferences.errors.noIntoleranceExclusive');
    const before = nutrition.profile.diet;
    const offered = (DIETARY_PREFERENCES as readonly string[]).includes(before);
    const next: Nutrition = {
      ...nutrition,
      profile: { ...nutrition.profile, diet: diet ?? (offered ? 'OMNIVORE' : before) },
      intolerances: intolerances.filter((i) => i !== 'NO_INTOLERANCE') as Nutrition['intolerances'],
      dislikes,
    };
    const same =
      next.profile.diet === before &&
      sameSet(next.intolerances, nutrition.intolerances) &&
      sameSet(next.dislikes, nutrition.dislikes);
    return accept(same ? [] : [NutritionProfileSet.draft(next)]);
  },
});

/** The onboarding's diet choice a profile's diet reads as: none for omnivore and the coach's other diets. */
export const dietaryPreferenceOf = (diet: string): DietaryPreference | null =>
  (DIETARY_PREFERENCES as readonly string[]).includes(diet) ? (diet as DietaryPreference) : null;

/** My profile's units for recipes (uses_imperial_measurements_for_recipes): ingredient amounts in metric or imperial. */
export const setRecipeUnits = defineCommand({
  type: 'SetRecipeUnits',
  schema: () => z.object({ units: z.enum(['METRIC', 'IMPERIAL']) }),
  projection: planningProfileProjection,
  decide: ({ units }, state) => accept(state.units.recipes === units ? [] : [UnitsChosen.draft({ recipes: units })]),
});

export const profileCommands = [setRecipePreferences, setRecipeUnits];

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
