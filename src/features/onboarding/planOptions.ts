import { INGREDIENT_DISLIKES, type IngredientDislike } from '../../core/catalogue/vocabulary';
import { foldSlot, listSlot } from '../../core/plugins';
import { DIETARY_PREFERENCES, PLAN_TYPES, type DietaryPreference, type PlanType } from '../profile/vocabulary';

export { DIETARY_PREFERENCES, PLAN_TYPES, type DietaryPreference, type PlanType };

/** The plans everyone may choose; the hormone plans come with the hormone plugins. */
export const BASE_PLAN_TYPES: readonly PlanType[] = ['RECOMMENDED', 'LOW_CARB', 'KETO', 'CHOOSE_YOUR_OWN'];

export interface PlanOptionContext {
  readonly sex: 'MALE' | 'FEMALE' | null;
}

/**
 * One rule of plan availability (2-onboarding.txt section 4): given the options so far, the ones
 * that remain. Plugins add them (diet-options, plant-based, the hormone plugins), in order.
 */
export interface PlanOptionRule {
  readonly id: string;
  readonly apply: (options: readonly PlanType[], context: PlanOptionContext) => readonly PlanType[];
}

/** The options without these plans. */
export const withoutPlans = (options: readonly PlanType[], ...gone: readonly PlanType[]): readonly PlanType[] =>
  options.filter((o) => !gone.includes(o));
/** The options with these plans too, in the screen's order. */
export const withPlans = (options: readonly PlanType[], ...added: readonly PlanType[]): readonly PlanType[] =>
  PLAN_TYPES.filter((p) => options.includes(p) || added.includes(p));

/** The plans offered to this person, in the screen's order. */
export const planOptionsFor = (
  context: PlanOptionContext,
  rules: readonly PlanOptionRule[] = [],
): readonly PlanType[] =>
  rules.reduce<readonly PlanType[]>((options, rule) => rule.apply(options, context), BASE_PLAN_TYPES);

/** The extension point where plugins add plan option rules. */
export const planOptionRules = listSlot<PlanOptionRule>('onboarding.planOptions');

/**
 * The choices of the diet and dislikes questions: the plant-based app offers fewer diets, requires
 * one, and has no beef to dislike.
 */
export interface DietChoices {
  readonly diets: readonly DietaryPreference[];
  readonly dietRequired: boolean;
  readonly dislikes: readonly IngredientDislike[];
}
export const BASE_DIET_CHOICES: DietChoices = {
  diets: DIETARY_PREFERENCES,
  dietRequired: false,
  dislikes: INGREDIENT_DISLIKES,
};

/** The extension point where plugins change the diet and dislikes questions. */
export const dietChoicesSlot = foldSlot<DietChoices>('onboarding.dietChoices');
