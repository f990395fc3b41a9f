import { describe, it } from 'vitest';
import { given } from '../../core/testing/decider';
import { planRecipe } from './commands';
import { MealPlanned, PlannedMealRemoved, QuickAddLogged } from './events';

const commandId = '01936a4e-0000-7000-8000-0000000000aa';
const recipe = { id: 'lentil-soup', name: { en: 'Lentil soup', nl: 'Linzensoep' }, portions: 4 };
const perPortion = { kcal: 312.4, protein: 18.2, carbohydrates: 40.5, fat: 7.1 };
const planned = (portions: number, nutrients: { kcal: number; protein: number; carbohydrates: number; fat: number }) =>
  MealPlanned.draft({
    itemId: commandId,
    date: '2026-11-23',
    mealMoment: 'DINNER',
    recipe: { kind: 'RECIPE', ...recipe, portionsMultiplier: portions },
    nutrients,
    plannedBy: 'PERSON',
  });

describe('PlanRecipe', () => {
  it('plans a recipe into the slot for so many portions, with their nutrients', () => {
    given()
      .when(planRecipe, { date: '2026-11-23', mealMoment: 'DINNER', recipe, perPortion, portions: 2 }, { commandId })
      .then([planned(2, { kcal: 624.8, protein: 36.4, carbohydrates: 81, fat: 14.2 })]);
  });

  it('replaces an item of the day when asked', () => {
    given(QuickAddLogged.draft({ itemId: 'old', date: '2026-11-23', mealMoment: 'DINNER', nutrients: { kcal: 500 } }))
      .when(
        planRecipe,
        { date: '2026-11-23', mealMoment: 'DINNER', recipe, perPortion, portions: 1, replaces: 'old' },
        { commandId },
      )
      .then([PlannedMealRemoved.draft({ itemId: 'old' }), planned(1, perPortion)]);
  });

  it('refuses to replace an item that is gone', () => {
    given()
      .when(planRecipe, { date: '2026-11-23', mealMoment: 'DINNER', recipe, perPortion, portions: 1, replaces: 'old' })
      .thenRejects('item_not_found');
  });

  it.each([
    ['no portions', { portions: 0 }, 'portions'],
    ['half a portion', { portions: 1.5 }, 'portions'],
    ['more than 12 portions', { portions: 13 }, 'portions'],
    ['a recipe without a Dutch name', { recipe: { ...recipe, name: { en: 'Lentil soup' } } }, 'recipe.name.nl'],
  ])('refuses %s', (_name, patch, path) => {
    given()
      .when(planRecipe, { date: '2026-11-23', mealMoment: 'DINNER', recipe, perPortion, portions: 1, ...patch })
      .thenInvalid(path);
  });
});
