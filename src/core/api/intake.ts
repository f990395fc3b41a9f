import { z } from 'zod';
import { intolerance } from '../catalogue/vocabulary';
import {
  ACTIVITIES,
  DIETS,
  LIMITS,
  normaliseGoal,
  SEXES,
  type NutritionProfile,
  type NutritionProfileInput,
} from '../nutrition/profile';
import { emailSchema } from './auth';
import { clientSchema } from './clients';
import { idParam } from './idParam';

/**
 * A coach's intake of a client (issue 17; 2-onboarding.txt, coach profile editing and exercise
 * instance and template), paths relative to /api: the exercise templates, adding a client with
 * their first profile, and reading and saving a client's profile.
 */

/** A MET (kcal per kg per hour at rest is 1) as kcal per kg per minute: MET x 3.5 ml O2/kg/min / 200 (docs/nutrition.md). */
export const kcalPerKgPerMinOf = (met: number): number => Math.round(((met * 3.5) / 200) * 100_000) / 100_000;

/** The goals a coach sets; the older names of the documents are read as these (normaliseGoal). */
export const INTAKE_GOALS = ['LOSE_WEIGHT', 'GAIN_MUSCLE', 'RECOMPOSITION'] as const;
/** Every input is bounded: a session of at most 10 hours, at most four a day. */
export const EXERCISE_LIMITS = { minutes: { min: 1, max: 600 }, sessions: { min: 1, max: 28 }, count: 20 } as const;
export const EXERCISE_DEFAULTS = { minutesPerSession: 30, sessionsPerWeek: 1 } as const;

export const exerciseTemplateSchema = z.object({
  id: z.number().int().positive(),
  /** In the language of the request. */
  name: z.string(),
  name_en: z.string(),
  name_nl: z.string(),
  kcal_per_kg_per_min: z.number().positive(),
  /** Where the number comes from: the Compendium of Physical Activities' MET and activity code. */
  met: z.number().positive(),
  compendium_code: z.string(),
});
export type ExerciseTemplate = z.infer<typeof exerciseTemplateSchema>;

export const exerciseInstanceSchema = z.strictObject({
  templateId: z.number().int().positive(),
  minutesPerSession: z
    .number()
    .int()
    .min(EXERCISE_LIMITS.minutes.min)
    .max(EXERCISE_LIMITS.minutes.max)
    .default(EXERCISE_DEFAULTS.minutesPerSession),
  sessionsPerWeek: z
    .number()
    .int()
    .min(EXERCISE_LIMITS.sessions.min)
    .max(EXERCISE_LIMITS.sessions.max)
    .default(EXERCISE_DEFAULTS.sessionsPerWeek),
});
export type ExerciseInstance = z.output<typeof exerciseInstanceSchema>;

const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;

/**
 * The client profile form as sent (2-onboarding.txt, coach wizard and profile): weight in kg, body
 * fat as a fraction, exercise instances by template. Age, height and goal are asked too: the
 * profile event and the energy model need them (the onboarding's limits).
 */
export const clientIntakeSchema = z.strictObject({
  sex: z.enum(SEXES),
  age: z.number().int().min(LIMITS.age.min).max(LIMITS.age.max),
  heightCm: z.number().min(LIMITS.heightCm.min).max(LIMITS.heightCm.max),
  weightKg: z.number().min(LIMITS.weightKg.min).max(LIMITS.weightKg.max),
  bodyFat: z.number().min(LIMITS.bodyFat.min).max(LIMITS.bodyFat.max),
  goal: z.enum(INTAKE_GOALS),
  activity: z.enum(ACTIVITIES),
  diet: z.enum(DIETS),
  intolerances: z.array(intolerance).max(4).refine(distinct, 'Each intolerance once.'),
  exercises: z.array(exerciseInstanceSchema).max(EXERCISE_LIMITS.count).default([]),
});
export type ClientIntake = z.output<typeof clientIntakeSchema>;
export type ClientIntakeInput = z.input<typeof clientIntakeSchema>;

/** A saved profile as the form opens it: a self-service person's body fat may be unknown. */
export const storedIntakeSchema = clientIntakeSchema.extend({
  bodyFat: z.number().min(LIMITS.bodyFat.min).max(LIMITS.bodyFat.max).nullable(),
});
export type StoredIntake = z.output<typeof storedIntakeSchema>;

const nameSchema = z.string().trim().min(1, 'Required').max(100);

export const addClientBodySchema = z.strictObject({
  first_name: nameSchema,
  last_name: nameSchema,
  email: emailSchema,
  /** The client's language; the coach's when not given. */
  locale: z.enum(['en', 'nl']).optional(),
  intake: clientIntakeSchema,
});
export type AddClientBody = z.input<typeof addClientBodySchema>;

const clientId = z.object({ id: idParam });

export const intakeApi = {
  exerciseTemplates: {
    method: 'GET',
    path: '/exercise-templates',
    response: z.object({ results: z.array(exerciseTemplateSchema) }),
  },
  addClient: { method: 'POST', path: '/clients', body: addClientBodySchema, response: clientSchema },
  readProfile: {
    method: 'GET',
    path: '/clients/:id/profile/',
    params: clientId,
    response: z.object({ intake: storedIntakeSchema.nullable() }),
  },
  saveProfile: {
    method: 'PUT',
    path: '/clients/:id/profile/',
    params: clientId,
    body: clientIntakeSchema,
    response: z.object({ intake: storedIntakeSchema }),
  },
} as const;

/** What a NutritionProfileSet holds, as far as the intake reads and keeps it (src/features/profile/events.ts). */
export interface ProfilePayload {
  readonly profile: NutritionProfile | NutritionProfileInput;
  readonly intolerances: readonly string[];
  readonly allergens?: readonly string[];
  readonly dislikes?: readonly string[];
  readonly [kept: string]: unknown;
}

/**
 * The NutritionProfileSet a coach's save makes: the form's answers, sustainability SUSTAINABLE
 * (2-onboarding.txt: always when a coach edits), the exercises priced from their templates, and
 * everything the form does not ask (goal weight, allergens, dislikes, plan, own targets, cycle,
 * keto) kept from the previous profile. The weekly goal stays only while the goal does.
 */
export function profilePayloadOf(
  intake: ClientIntake,
  templateOf: (id: number) => Pick<ExerciseTemplate, 'kcal_per_kg_per_min' | 'name_en'> | undefined,
  previous: ProfilePayload | null,
) {
  const before = previous?.profile;
  const sameGoal = before !== undefined && normaliseGoal(before.goal) === intake.goal;
  return {
    ...previous,
    allergens: previous?.allergens ?? [],
    dislikes: previous?.dislikes ?? [],
    intolerances: [...intake.intolerances],
    profile: {
      ...before,
      sex: intake.sex,
      age: intake.age,
      heightCm: intake.heightCm,
      weightKg: intake.weightKg,
      bodyFat: intake.bodyFat,
      activity: intake.activity,
      goal: intake.goal,
      weeklyChangeKg: sameGoal ? (before.weeklyChangeKg ?? null) : null,
      diet: intake.diet,
      sustainability: 'SUSTAINABLE' as const,
      exercises: intake.exercises.map((exercise) => {
        const template = templateOf(exercise.templateId);
        if (!template) throw new Error(`no exercise template ${exercise.templateId}`);
        return {
          kcalPerKgPerMin: template.kcal_per_kg_per_min,
          minutesPerSession: exercise.minutesPerSession,
          sessionsPerWeek: exercise.sessionsPerWeek,
          templateId: exercise.templateId,
          name: template.name_en,
        };
      }),
    },
  };
}

/** A saved profile as the form opens it; exercises without a template (none a coach made) are left out. */
export function intakeOf(payload: ProfilePayload): StoredIntake {
  const { profile } = payload;
  return {
    sex: profile.sex,
    age: profile.age,
    heightCm: profile.heightCm,
    weightKg: profile.weightKg,
    bodyFat: profile.bodyFat,
    goal: normaliseGoal(profile.goal),
    activity: profile.activity,
    diet: profile.diet ?? 'OMNIVORE',
    intolerances: intolerance.array().catch([]).parse(payload.intolerances),
    exercises: (profile.exercises ?? []).slice(0, EXERCISE_LIMITS.count).flatMap((e) =>
      e.templateId === undefined
        ? []
        : [
            {
              templateId: e.templateId,
              minutesPerSession: Math.max(1, Math.round(e.minutesPerSession ?? EXERCISE_DEFAULTS.minutesPerSession)),
              sessionsPerWeek: Math.max(1, Math.round(e.sessionsPerWeek ?? EXERCISE_DEFAULTS.sessionsPerWeek)),
            },
          ],
    ),
  };
}
