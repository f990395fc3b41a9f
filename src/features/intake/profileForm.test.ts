import { describe, expect, it } from 'vitest';
import { fieldMessagesOf } from './serverErrors';
import { basicInfoSchema } from './basicInfoForm';
import {
  EMPTY_PROFILE_FORM,
  newExerciseRow,
  profileFormSchema,
  profileFormValuesOf,
  weeklyExerciseKcal,
  type ProfileFormValues,
  type Units,
} from './profileForm';

const FILLED: ProfileFormValues = {
  ...EMPTY_PROFILE_FORM,
  sex: 'MALE',
  age: '38',
  height: '181',
  weight: '84,5',
  bodyFat: '22',
  goal: 'RECOMPOSITION',
  activity: 'MILDLY_ACTIVE',
  diet: 'OMNIVORE',
};
const form = (values: Partial<ProfileFormValues>, units: Units = 'METRIC') =>
  profileFormSchema(units).safeParse({ ...FILLED, ...values });
const messages = (result: ReturnType<typeof form>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));

describe('the client profile form', () => {
  it('given every answer, when read, then it yields the intake in kg and body fat as a fraction', () => {
    expect(form({ intolerances: ['GLUTEN', 'LACTOSE'] })).toMatchObject({
      success: true,
      data: {
        sex: 'MALE',
        age: 38,
        heightCm: 181,
        weightKg: 84.5,
        bodyFat: 0.22,
        goal: 'RECOMPOSITION',
        activity: 'MILDLY_ACTIVE',
        diet: 'OMNIVORE',
        // In the vocabulary's order, whatever the order of ticking.
        intolerances: ['LACTOSE', 'GLUTEN'],
        exercises: [],
      },
    });
  });

  it('given an empty form, when read, then every required answer has its message and submit stays off', () => {
    expect(messages(profileFormSchema('METRIC').safeParse({ ...EMPTY_PROFILE_FORM, diet: '' }))).toEqual({
      sex: 'errors.genderRequired',
      age: 'errors.required',
      height: 'errors.required',
      weight: 'errors.required',
      bodyFat: 'errors.required',
      goal: 'errors.goalRequired',
      activity: 'errors.activityRequired',
      diet: 'errors.dietRequired',
    });
  });

  it.each([
    ['2.9', 'errors.bodyFatRange'],
    ['60.5', 'errors.bodyFatRange'],
    ['70', 'errors.bodyFatRange'],
    ['twenty', 'errors.number'],
  ])('refuses a body fat of %s percent: %s', (bodyFat, message) => {
    expect(messages(form({ bodyFat }))).toEqual({ bodyFat: message });
  });

  it('takes body fat from 3 to 60 percent, kept as a fraction', () => {
    expect(form({ bodyFat: '3' })).toMatchObject({ data: { bodyFat: 0.03 } });
    expect(form({ bodyFat: '60' })).toMatchObject({ data: { bodyFat: 0.6 } });
    expect(form({ bodyFat: '20,1' })).toMatchObject({ data: { bodyFat: 0.201 } });
  });

  it("takes the onboarding's limits for age, height and weight", () => {
    expect(messages(form({ age: '17' }))).toEqual({ age: 'errors.ageRange' });
    expect(messages(form({ age: '38.5' }))).toEqual({ age: 'errors.number' });
    expect(messages(form({ height: '119' }))).toEqual({ height: 'errors.heightRange' });
    expect(messages(form({ weight: '44.9' }))).toEqual({ weight: 'errors.weightRange' });
    expect(messages(form({ weight: '301' }))).toEqual({ weight: 'errors.weightRange' });
  });

  it('given an imperial coach, when they type pounds, then the weight is kept in kg, 100 to 660 lbs', () => {
    expect(form({ weight: '180' }, 'IMPERIAL')).toMatchObject({ success: true, data: { weightKg: 81.647 } });
    expect(messages(form({ weight: '99' }, 'IMPERIAL'))).toEqual({ weight: 'errors.weightRangeLb' });
    expect(messages(form({ weight: '661' }, 'IMPERIAL'))).toEqual({ weight: 'errors.weightRangeLb' });
  });

  it('given a new exercise row, then it reads 30 minutes once a week and asks for an exercise', () => {
    expect(newExerciseRow()).toEqual({ templateId: '', minutes: '30', sessions: '1' });
    expect(messages(form({ exercises: [newExerciseRow()] }))).toEqual({
      'exercises.0.templateId': 'errors.exerciseRequired',
    });
    expect(form({ exercises: [{ ...newExerciseRow(), templateId: '4' }] })).toMatchObject({
      data: { exercises: [{ templateId: 4, minutesPerSession: 30, sessionsPerWeek: 1 }] },
    });
  });

  it('refuses minutes and sessions that are not positive whole numbers', () => {
    const row = { templateId: '4', minutes: '0', sessions: '1.5' };
    expect(messages(form({ exercises: [row] }))).toEqual({
      'exercises.0.minutes': 'errors.minutesRange',
      'exercises.0.sessions': 'errors.sessionsRange',
    });
  });

  it('given a saved profile, when the form opens, then it shows pounds to an imperial coach and body fat in percent', () => {
    const intake = {
      sex: 'FEMALE' as const,
      age: 41,
      heightCm: 172,
      weightKg: 68.5,
      bodyFat: 0.245,
      goal: 'LOSE_WEIGHT' as const,
      activity: 'ACTIVE' as const,
      diet: 'VEGAN' as const,
      intolerances: ['NUTS' as const],
      exercises: [{ templateId: 20, minutesPerSession: 60, sessionsPerWeek: 2 }],
    };
    expect(profileFormValuesOf(intake, 'IMPERIAL')).toMatchObject({
      weight: '151',
      bodyFat: '24.5',
      exercises: [{ templateId: '20', minutes: '60', sessions: '2' }],
    });
    expect(profileFormValuesOf({ ...intake, bodyFat: null }, 'METRIC')).toMatchObject({ weight: '68.5', bodyFat: '' });
    expect(profileFormValuesOf(null, 'METRIC')).toBe(EMPTY_PROFILE_FORM);
  });

  it('counts a week of exercise: 7 MET jogging, 70 kg, 45 minutes, 3 times is 1158 kcal', () => {
    expect(weeklyExerciseKcal(0.1225, 70, 45, 3)).toBe(1158);
  });
});

describe("adding a client's basic info", () => {
  it('trims the names, requires them, and lowercases a valid email', () => {
    expect(
      basicInfoSchema.safeParse({ firstName: ' Iris ', lastName: 'de Wit', email: ' Iris@Example.com' }),
    ).toMatchObject({ success: true, data: { firstName: 'Iris', email: 'iris@example.com' } });
    const result = basicInfoSchema.safeParse({ firstName: '  ', lastName: '', email: 'iris@' });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['firstName', 'errors.required'],
      ['lastName', 'errors.required'],
      ['email', 'errors.invalidEmail'],
    ]);
  });
});

describe("the server's field messages", () => {
  it('land on the fields of the step they belong to', () => {
    expect(
      fieldMessagesOf({
        email: ['A user with this email already exists.'],
        'intake.bodyFat': ['Too big'],
        'intake.exercises.1.sessionsPerWeek': ['Too small'],
        weightKg: ['Too big'],
        non_field_errors: ['Unknown field'],
      }),
    ).toEqual([
      { step: 1, field: 'email', message: 'A user with this email already exists.' },
      { step: 2, field: 'bodyFat', message: 'Too big' },
      { step: 2, field: 'exercises.1.sessions', message: 'Too small' },
      { step: 2, field: 'weight', message: 'Too big' },
      { step: null, field: null, message: 'Unknown field' },
    ]);
    expect(fieldMessagesOf('not json')).toEqual([]);
  });
});
