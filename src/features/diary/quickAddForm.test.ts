import { describe, expect, it } from 'vitest';
import { quickAddFormSchema } from './quickAddForm';

const form = (fields: Partial<Record<'kcal' | 'protein' | 'fat' | 'carbohydrates', string>>) => ({
  mealMoment: 'LUNCH',
  kcal: '',
  protein: '',
  fat: '',
  carbohydrates: '',
  ...fields,
});
const messages = (fields: Parameters<typeof form>[0]) => {
  const result = quickAddFormSchema.safeParse(form(fields));
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('quick-add form', () => {
  it('accepts calories alone, and a comma as the decimal separator', () => {
    expect(quickAddFormSchema.parse(form({ kcal: '350', fat: '10,5' }))).toEqual({
      mealMoment: 'LUNCH',
      kcal: 350,
      fat: 10.5,
      protein: undefined,
      carbohydrates: undefined,
    });
  });

  it.each([
    [{ kcal: '' }, { kcal: 'validation.required' }],
    [{ kcal: '0' }, { kcal: 'validation.positive' }],
    [{ kcal: 'abc' }, { kcal: 'validation.number' }],
    [{ kcal: '-5' }, { kcal: 'validation.number' }],
    [{ kcal: '10001' }, { kcal: 'validation.maxKcal' }],
    [{ kcal: '12345678901' }, { kcal: 'validation.tooLong' }],
    [{ kcal: '100', protein: '1,2,3' }, { protein: 'validation.number' }],
    [{ kcal: '100', carbohydrates: '1001' }, { carbohydrates: 'validation.maxGrams' }],
  ])('%j gives the message %j', (fields, expected) => {
    expect(messages(fields)).toMatchObject(expected);
  });

  it('allows zero grams of a macro (a soft drink has no fat)', () => {
    expect(messages({ kcal: '140', fat: '0', protein: '0' })).toEqual({});
  });
});
