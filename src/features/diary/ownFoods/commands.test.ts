import { describe, expect, it } from 'vitest';
import { envelopesOf, given } from '../../../core/testing/decider';
import { fold } from '../../../core/projection';
import { createOwnFood } from './commands';
import { OwnFoodCreated, ownFoodSchema } from './events';
import { loggedOwnFood, matchingOwnFoods, ownFoodByBarcode, ownFoodsProjection } from './projection';

const commandId = '01936a4e-0000-7000-8000-0000000000aa';
const bar = {
  name: 'Oat bar',
  barcode: '8712345678906',
  serving: { description: '1 bar', grams: 40 },
  kcal: 160,
  protein: 4,
  carbohydrates: 24,
  fat: 5,
};
const created = OwnFoodCreated.draft({ foodId: commandId, ...bar });

describe('CreateOwnFood (issue 19: an unknown barcode offers to create the food)', () => {
  it('creates the food under the command id, name and serving trimmed', () => {
    given()
      .when(createOwnFood, { ...bar, name: '  Oat bar ', serving: { description: ' 1 bar', grams: 40 } }, { commandId })
      .then([created]);
  });

  it('a food without a barcode, and one of 0 kcal (water), are fine', () => {
    const water = { ...bar, name: 'Spa blauw', barcode: null, kcal: 0, protein: 0, carbohydrates: 0, fat: 0 };
    given()
      .when(createOwnFood, water, { commandId })
      .then([OwnFoodCreated.draft({ foodId: commandId, ...water })]);
  });

  it.each(['', '   '])('refuses a name of %j: required', (name) => {
    given()
      .when(createOwnFood, { ...bar, name })
      .thenRejects('name_required');
  });

  it('refuses a serving without a name', () => {
    given()
      .when(createOwnFood, { ...bar, serving: { description: ' ', grams: 40 } })
      .thenRejects('serving_required');
  });

  it.each([
    ['more energy than 900 kcal per 100 g', { kcal: 400 }, 'kcal_over_weight'],
    ['more macros than the serving weighs', { protein: 20, carbohydrates: 20, fat: 5 }, 'macros_over_weight'],
    [
      "macros whose energy is far above the kcal (the kcal of 100 g typed for a bar's macros)",
      { kcal: 40 },
      'macros_over_kcal',
    ],
  ])('refuses %s', (_why, change, code) => {
    given()
      .when(createOwnFood, { ...bar, ...change })
      .thenRejects(code);
  });

  it('allows what labels round: macros a little above the kcal', () => {
    given()
      .when(createOwnFood, { ...bar, kcal: 150 }, { commandId })
      .then([OwnFoodCreated.draft({ foodId: commandId, ...bar, kcal: 150 })]);
  });

  it.each([
    ['a serving of 0 g', { serving: { description: '1 bar', grams: 0 } }, 'serving.grams'],
    ['negative kcal', { kcal: -1 }, 'kcal'],
    ['negative fat', { fat: -0.5 }, 'fat'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name'],
    ['a barcode of letters', { barcode: 'abcdefgh' }, 'barcode'],
  ])('the form cannot send %s', (_why, change, path) => {
    given()
      .when(createOwnFood, { ...bar, ...change })
      .thenInvalid(path);
  });

  it('refuses a second food for a barcode the person already has one for', () => {
    given(created)
      .when(createOwnFood, { ...bar, barcode: '08712345678906', name: 'Other bar' })
      .thenRejects('barcode_taken');
  });
});

describe('own foods as the app and the server read them', () => {
  const state = fold(ownFoodsProjection, envelopesOf([created, created]));

  it('keeps each food once, and finds it by barcode (with or without leading zeros) and by every word of its name', () => {
    expect(state.foods).toHaveLength(1);
    expect(ownFoodByBarcode(state, '08712345678906')?.name).toBe('Oat bar');
    expect(ownFoodByBarcode(state, '5449000000996')).toBeUndefined();
    expect(matchingOwnFoods(state, 'BAR oat').map((f) => f.name)).toEqual(['Oat bar']);
    expect(matchingOwnFoods(state, 'oat cookie')).toEqual([]);
  });

  it('is logged with its serving and 100 g', () => {
    expect(loggedOwnFood(created.payload)).toEqual({
      id: `own:${commandId}`,
      name: 'Oat bar',
      brand: null,
      servings: [
        { id: 's1', description: '1 bar', grams: 40, kcal: 160, protein: 4, carbohydrates: 24, fat: 5 },
        { id: 's100', description: '100 g', grams: 100, kcal: 400, protein: 10, carbohydrates: 60, fat: 12.5 },
      ],
    });
  });

  it('the event schema refuses what the decider refuses, for events that come by sync', () => {
    expect(ownFoodSchema.safeParse(created.payload).success).toBe(true);
    expect(ownFoodSchema.safeParse({ ...created.payload, kcal: 10 }).success).toBe(false);
    expect(ownFoodSchema.safeParse({ ...created.payload, name: '' }).success).toBe(false);
  });
});
