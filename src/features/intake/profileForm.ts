import { z } from 'zod';
import { INTOLERANCES, type Intolerance } from '../../core/catalogue/vocabulary';
import {
  EXERCISE_DEFAULTS,
  EXERCISE_LIMITS,
  INTAKE_GOALS,
  type ClientIntake,
  type StoredIntake,
} from '../../core/api/intake';
import { kgToLb, lbToKg } from '../../core/nutrition/units';
import { ACTIVITIES, DIETS, LIMITS, SEXES, type Activity, type Diet, type Sex } from '../../core/nutrition/profile';

export type Units = 'METRIC' | 'IMPERIAL';
type IntakeGoal = (typeof INTAKE_GOALS)[number];

/** One exercise instance as typed: a template picked, minutes per session, sessions per week. */
export interface ExerciseRow {
  templateId: string;
  minutes: string;
  sessions: string;
}

/** The client profile form as typed; numbers are text until the rules read them. */
export interface ProfileFormValues {
  sex: Sex | '';
  age: string;
  height: string;
  weight: string;
  bodyFat: string;
  goal: IntakeGoal | '';
  activity: Activity | '';
  diet: Diet | '';
  intolerances: Intolerance[];
  exercises: ExerciseRow[];
}

/** A new row: 30 minutes, once a week (2-onboarding.txt section 9). */
export const newExerciseRow = (): ExerciseRow => ({
  templateId: '',
  minutes: String(EXERCISE_DEFAULTS.minutesPerSession),
  sessions: String(EXERCISE_DEFAULTS.sessionsPerWeek),
});

export const EMPTY_PROFILE_FORM: ProfileFormValues = {
  sex: '',
  age: '',
  height: '',
  weight: '',
  bodyFat: '',
  goal: '',
  activity: '',
  diet: 'OMNIVORE',
  intolerances: [],
  exercises: [],
};

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A saved profile in the form: weight in the coach's unit, body fat in percent. */
export function profileFormValuesOf(intake: StoredIntake | null, units: Units): ProfileFormValues {
  if (!intake) return EMPTY_PROFILE_FORM;
  return {
    sex: intake.sex,
    age: String(intake.age),
    height: String(round(intake.heightCm, 1)),
    weight: String(units === 'IMPERIAL' ? round(kgToLb(intake.weightKg), 1) : round(intake.weightKg, 2)),
    bodyFat: intake.bodyFat === null ? '' : String(round(intake.bodyFat * 100, 1)),
    goal: intake.goal,
    activity: intake.activity,
    diet: intake.diet,
    intolerances: [...intake.intolerances],
    exercises: intake.exercises.map((e) => ({
      templateId: String(e.templateId),
      minutes: String(e.minutesPerSession),
      sessions: String(e.sessionsPerWeek),
    })),
  };
}

/** A number as typed: digits, with a dot or a comma before at most two decimals. */
const numberOf = (typed: string): number | undefined => {
  const text = typed.trim().replace(',', '.');
  return /^\d{1,4}(\.\d{1,2})?$/.test(text) ? Number(text) : undefined;
};
const wholeOf = (typed: string): number | undefined => (/^\d{1,4}$/.test(typed.trim()) ? Number(typed) : undefined);

/**
 * The client profile form's rules (2-onboarding.txt, coach wizard and profile): gender required;
 * age 18 to 120, height 120 to 250 cm and weight 45 to 300 kg (100 to 660 lbs for an imperial
 * coach, kept in kg) as the onboarding has them; body fat 3 to 60 percent, kept as a fraction; goal,
 * activity and diet required; each exercise a template, minutes and sessions positive whole numbers.
 * Messages are keys of intake.json. What it yields is what the server takes.
 */
export function profileFormSchema(units: Units) {
  const imperial = units === 'IMPERIAL';
  const weightLimits = imperial ? LIMITS.weightLb : LIMITS.weightKg;
  return z
    .object({
      sex: z.enum(SEXES).or(z.literal('')),
      age: z.string(),
      height: z.string(),
      weight: z.string(),
      bodyFat: z.string(),
      goal: z.enum(INTAKE_GOALS).or(z.literal('')),
      activity: z.enum(ACTIVITIES).or(z.literal('')),
      diet: z.enum(DIETS).or(z.literal('')),
      intolerances: z.array(z.enum(INTOLERANCES)),
      exercises: z.array(z.object({ templateId: z.string(), minutes: z.string(), sessions: z.string() })),
    })
    .superRefine((form, context) => {
      const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
      const range = (field: string, value: number | undefined, min: number, max: number, message: string) => {
        if (value === undefined) issue([field], 'errors.number');
        else if (value < min || value > max) issue([field], message);
      };
      if (!form.sex) issue(['sex'], 'errors.genderRequired');
      if (!form.age.trim()) issue(['age'], 'errors.required');
      else range('age', wholeOf(form.age), LIMITS.age.min, LIMITS.age.max, 'errors.ageRange');
      if (!form.height.trim()) issue(['height'], 'errors.required');
      else range('height', numberOf(form.height), LIMITS.heightCm.min, LIMITS.heightCm.max, 'errors.heightRange');
      if (!form.weight.trim()) issue(['weight'], 'errors.required');
      else
        range(
          'weight',
          numberOf(form.weight),
          weightLimits.min,
          weightLimits.max,
          imperial ? 'errors.weightRangeLb' : 'errors.weightRange',
        );
      const bodyFat = { min: LIMITS.bodyFat.min * 100, max: LIMITS.bodyFat.max * 100 };
      if (!form.bodyFat.trim()) issue(['bodyFat'], 'errors.required');
      else range('bodyFat', numberOf(form.bodyFat), bodyFat.min, bodyFat.max, 'errors.bodyFatRange');
      if (!form.goal) issue(['goal'], 'errors.goalRequired');
      if (!form.activity) issue(['activity'], 'errors.activityRequired');
      if (!form.diet) issue(['diet'], 'errors.dietRequired');
      form.exercises.forEach((row, i) => {
        if (!/^[1-9]\d{0,5}$/.test(row.templateId)) issue(['exercises', i, 'templateId'], 'errors.exerciseRequired');
        const minutes = wholeOf(row.minutes);
        if (minutes === undefined || minutes < EXERCISE_LIMITS.minutes.min || minutes > EXERCISE_LIMITS.minutes.max)
          issue(['exercises', i, 'minutes'], 'errors.minutesRange');
        const sessions = wholeOf(row.sessions);
        if (
          sessions === undefined ||
          sessions < EXERCISE_LIMITS.sessions.min ||
          sessions > EXERCISE_LIMITS.sessions.max
        )
          issue(['exercises', i, 'sessions'], 'errors.sessionsRange');
      });
    })
    .transform((form): ClientIntake => ({
      sex: form.sex as Sex,
      age: Number(form.age.trim()),
      heightCm: numberOf(form.height)!,
      weightKg: imperial ? round(lbToKg(numberOf(form.weight)!), 3) : numberOf(form.weight)!,
      // Percent to a fraction, without the float noise of a division (20.1 / 100 is 0.20100000000000001).
      bodyFat: round(numberOf(form.bodyFat)! / 100, 4),
      goal: form.goal as IntakeGoal,
      activity: form.activity as Activity,
      diet: form.diet as Diet,
      intolerances: INTOLERANCES.filter((i) => form.intolerances.includes(i)),
      exercises: form.exercises.map((row) => ({
        templateId: Number(row.templateId),
        minutesPerSession: Number(row.minutes.trim()),
        sessionsPerWeek: Number(row.sessions.trim()),
      })),
    }));
}

/** A week of one exercise, in kcal: kcal per kg per minute x weight x minutes x sessions (docs/nutrition.md). */
export const weeklyExerciseKcal = (kcalPerKgPerMin: number, weightKg: number, minutes: number, sessions: number) =>
  Math.round(kcalPerKgPerMin * weightKg * minutes * sessions);

/** The weight typed, in kg, or undefined while it is no number (for the exercise rows' estimate). */
export function weightKgOf(typed: string, units: Units): number | undefined {
  const value = numberOf(typed);
  if (value === undefined) return undefined;
  return units === 'IMPERIAL' ? lbToKg(value) : value;
}
