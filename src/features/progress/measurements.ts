import { z } from 'zod';

/**
 * The measurements of 3-daily-use.txt (progress; issue 16). Values are kept in one unit each,
 * whatever the person types in: weight in kg, sleep in hours, stress as its level (charted 1 to 5),
 * waist in cm, body fat as a fraction (0.2 is 20 percent, as the intake stores it).
 */
export const MEASUREMENT_TYPES = ['WEIGHT', 'SLEEP', 'STRESS', 'WAIST_CIRCUMFERENCE', 'BODY_FAT'] as const;
export type MeasurementType = (typeof MEASUREMENT_TYPES)[number];
/** What the add dialog offers; body fat records come from the coach's profile form. */
export const LOGGED_TYPES = [
  'WEIGHT',
  'SLEEP',
  'STRESS',
  'WAIST_CIRCUMFERENCE',
] as const satisfies readonly MeasurementType[];

export const STRESS_LEVELS = ['VERY_LOW', 'LOW', 'MEDIUM', 'HIGH', 'VERY_HIGH'] as const;
export type StressLevel = (typeof STRESS_LEVELS)[number];
export const stressLevelSchema = z.enum(STRESS_LEVELS);
/** On the chart stress is 1 to 5; 0 means not provided. */
export const stressValue = (level: StressLevel | null): number => (level ? STRESS_LEVELS.indexOf(level) + 1 : 0);

/** A measurement as the progress projection holds it. */
export interface Measurement {
  readonly measurementId: string;
  readonly type: MeasurementType;
  /** The day it is for (yyyy-MM-dd), in the person's calendar. */
  readonly date: string;
  /** In the type's one unit (see above); stress as 1 to 5. */
  readonly value: number;
  /** When it was recorded (ISO): orders several records of one date. */
  readonly recordedAt: string;
}

/** The limits of 3-daily-use.txt section 5, in the kept units. */
export const MEASUREMENT_LIMITS = {
  WEIGHT: { min: 1, max: 300 },
  /** What the log holds: 1 lb, the pound form's least, is 0.454 kg. */
  WEIGHT_KEPT: { min: 0.45, max: 300 },
  /** The form's limit for pounds (650 lb is 294.8 kg, inside the kg limit). */
  WEIGHT_LB: { min: 1, max: 650 },
  SLEEP: { min: 0, max: 16 },
  WAIST_CIRCUMFERENCE: { min: 0, max: 300 },
  /** In inches for imperial users: 300 cm. */
  WAIST_IN: { min: 0, max: 118.1 },
  BODY_FAT: { min: 0.03, max: 0.6 },
} as const;

export const CM_PER_INCH = 2.54;
