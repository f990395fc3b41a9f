import { describe, expect, it } from 'vitest';
import { measurementFormSchema, shownValue, unitOf, type Units } from './measurementForm';

const TODAY = '2026-11-24';
const form = (units: Units, input: Partial<{ type: string; value: string; level: string; date: string }>) =>
  measurementFormSchema(units, TODAY).safeParse({ type: 'WEIGHT', value: '', level: '', date: TODAY, ...input });
const messages = (result: ReturnType<typeof form>) => (result.success ? [] : result.error.issues.map((i) => i.message));

describe('the add-measurement form', () => {
  it.each([
    ['72.5', 72.5],
    ['72,5', 72.5],
    [' 80 ', 80],
    ['1', 1],
    ['300', 300],
  ])('reads a weight of %s kg as %s kg', (value, kg) => {
    expect(form('METRIC', { value })).toMatchObject({ success: true, data: { type: 'WEIGHT', value: kg } });
  });

  it.each([
    ['', 'errors.numberOnly'],
    ['abc', 'errors.numberOnly'],
    ['72.5kg', 'errors.numberOnly'],
    ['-5', 'errors.numberOnly'],
    ['1e2', 'errors.numberOnly'],
    ['0.5', 'errors.weightRange'],
    ['300.5', 'errors.weightRange'],
  ])('refuses a weight of %j: %s', (value, message) => {
    expect(messages(form('METRIC', { value }))).toEqual([message]);
  });

  it('takes pounds from an imperial user, 1 to 650, and keeps kilograms', () => {
    expect(form('IMPERIAL', { value: '160' })).toMatchObject({ success: true, data: { value: 72.575 } });
    expect(form('IMPERIAL', { value: '650' })).toMatchObject({ success: true, data: { value: 294.835 } });
    expect(messages(form('IMPERIAL', { value: '651' }))).toEqual(['errors.weightRangeLb']);
    expect(messages(form('IMPERIAL', { value: '0.9' }))).toEqual(['errors.weightRangeLb']);
  });

  it('takes sleep up to 16 hours, more than none', () => {
    expect(form('METRIC', { type: 'SLEEP', value: '7,5' })).toMatchObject({ success: true, data: { value: 7.5 } });
    expect(messages(form('METRIC', { type: 'SLEEP', value: '0' }))).toEqual(['errors.sleepRange']);
    expect(messages(form('METRIC', { type: 'SLEEP', value: '16.5' }))).toEqual(['errors.sleepRange']);
  });

  it('takes a waist up to 300 cm, or in inches from an imperial user', () => {
    expect(form('METRIC', { type: 'WAIST_CIRCUMFERENCE', value: '84' })).toMatchObject({ data: { value: 84 } });
    expect(messages(form('METRIC', { type: 'WAIST_CIRCUMFERENCE', value: '301' }))).toEqual(['errors.waistRange']);
    expect(form('IMPERIAL', { type: 'WAIST_CIRCUMFERENCE', value: '33' })).toMatchObject({ data: { value: 83.8 } });
    expect(messages(form('IMPERIAL', { type: 'WAIST_CIRCUMFERENCE', value: '120' }))).toEqual(['errors.waistRangeIn']);
  });

  it('asks a stress level, and ignores the number field for it', () => {
    expect(form('METRIC', { type: 'STRESS', level: 'HIGH', value: 'x' })).toMatchObject({
      success: true,
      data: { type: 'STRESS', level: 'HIGH' },
    });
    expect(messages(form('METRIC', { type: 'STRESS' }))).toEqual(['errors.levelRequired']);
  });

  it('refuses a day after today: Cannot be in future; and no day at all', () => {
    expect(messages(form('METRIC', { value: '72', date: '2026-11-25' }))).toEqual(['errors.future']);
    expect(messages(form('METRIC', { value: '72', date: '' }))).toEqual(['errors.required']);
    expect(form('METRIC', { value: '72', date: '2025-01-01' }).success).toBe(true);
  });
});

describe('the units a person reads', () => {
  it('are pounds and inches for imperial users, kilograms and centimetres for others', () => {
    expect(unitOf('WEIGHT', 'IMPERIAL')).toBe('lb');
    expect(unitOf('WAIST_CIRCUMFERENCE', 'METRIC')).toBe('cm');
    expect(unitOf('STRESS', 'METRIC')).toBeNull();
    expect(shownValue('WEIGHT', 72.575, 'IMPERIAL')).toBeCloseTo(160, 1);
    expect(shownValue('WAIST_CIRCUMFERENCE', 83.82, 'IMPERIAL')).toBeCloseTo(33, 2);
    expect(shownValue('BODY_FAT', 0.2, 'METRIC')).toBe(20);
  });
});
