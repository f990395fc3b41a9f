import { describe, expect, it } from 'vitest';
import { given, envelopesOf } from '../../../src/core/testing/decider';
import { fold } from '../../../src/core/projection';
import { setRecipeUnits } from '../../../src/features/profile/commands';
import { UnitsChosen } from '../../../src/features/profile/events';
import { planningProfileProjection, recipesImperial } from '../../../src/features/profile/planningProfile';
import { ingredientLines } from '../../../src/features/recipes/display/ingredients';

describe('SetRecipeUnits', () => {
  it('records the units for recipes', () => {
    given()
      .when(setRecipeUnits, { units: 'IMPERIAL' })
      .then([UnitsChosen.draft({ recipes: 'IMPERIAL' })]);
    given(UnitsChosen.draft({ recipes: 'IMPERIAL' }))
      .when(setRecipeUnits, { units: 'METRIC' })
      .then([UnitsChosen.draft({ recipes: 'METRIC' })]);
  });

  it('changes nothing when the units are already those', () => {
    given(UnitsChosen.draft({ weight: 'STONES', recipes: 'IMPERIAL' }))
      .when(setRecipeUnits, { units: 'IMPERIAL' })
      .thenNothingHappens();
  });

  it('refuses units that are neither', () => {
    given().when(setRecipeUnits, { units: 'CUPS' }).thenInvalid('units');
  });
});

describe('units chosen', () => {
  const unitsOf = (...drafts: Parameters<typeof envelopesOf>[0]) =>
    fold(planningProfileProjection, envelopesOf(drafts)).units;

  it('keeps what each choice named and leaves the rest as it stood', () => {
    expect(unitsOf()).toEqual({});
    expect(
      unitsOf(UnitsChosen.draft({ weight: 'POUNDS', height: 'FEET_INCHES' }), UnitsChosen.draft({ recipes: 'METRIC' })),
    ).toEqual({ weight: 'POUNDS', height: 'FEET_INCHES', recipes: 'METRIC' });
  });

  it('is never empty', () => {
    expect(UnitsChosen.schema.safeParse({}).success).toBe(false);
  });

  it('reads ingredient amounts in the units for recipes, else in the account’s units', () => {
    expect(recipesImperial({}, true)).toBe(true);
    expect(recipesImperial({}, false)).toBe(false);
    expect(recipesImperial({ recipes: 'IMPERIAL' }, false)).toBe(true);
    expect(recipesImperial({ recipes: 'METRIC' }, true)).toBe(false);
  });

  it('shows 500 g of flour as 500 g in metric and as pounds and ounces in imperial', () => {
    const flour = [{ name: 'flour', grams: 500, measures: [] }];
    const options = { portions: 2, recipePortions: 2, language: 'en', keepNames: false };
    const [metric] = ingredientLines(flour, {
      ...options,
      imperial: recipesImperial({ recipes: 'METRIC' }, true),
    });
    const [imperial] = ingredientLines(flour, {
      ...options,
      imperial: recipesImperial({ recipes: 'IMPERIAL' }, false),
    });
    expect(metric).toMatchObject({ unit: 'g', amount: '500' });
    expect(imperial?.unit).toMatch(/lb|oz/);
  });
});
