import { z } from 'zod';
import { kgToLb, lbToKg } from '../../core/nutrition/units';
import type { MeasurementInput } from './events';
import { CM_PER_INCH, LOGGED_TYPES, MEASUREMENT_LIMITS, STRESS_LEVELS, type MeasurementType } from './measurements';

export type Units = 'METRIC' | 'IMPERIAL';
export type MeasurementUnit = 'kg' | 'lb' | 'h' | 'cm' | 'in' | 'percent';

/** The unit a person types and reads a type in: imperial users weigh in pounds and measure in inches. */
export function unitOf(type: MeasurementType, units: Units): MeasurementUnit | null {
  switch (type) {
    case 'WEIGHT':
      return units === 'IMPERIAL' ? 'lb' : 'kg';
    case 'WAIST_CIRCUMFERENCE':
      return units === 'IMPERIAL' ? 'in' : 'cm';
    case 'SLEEP':
      return 'h';
    case 'BODY_FAT':
      return 'percent';
    case 'STRESS':
      return null;
  }
}

/** A kept value (kg, h, cm, fraction) in the unit the person reads it in. */
export function shownValue(type: MeasurementType, value: number, units: Units): number {
  const unit = unitOf(type, units);
  if (unit === 'lb') return kgToLb(value);
  if (unit === 'in') return value / CM_PER_INCH;
  if (unit === 'percent') return value * 100;
  return value;
}

/** The number a person typed, in their unit, as the kept value. */
function keptValue(type: MeasurementType, typed: number, units: Units): number {
  const unit = unitOf(type, units);
  if (unit === 'lb') return Math.round(lbToKg(typed) * 1000) / 1000;
  if (unit === 'in') return Math.round(typed * CM_PER_INCH * 10) / 10;
  return typed;
}

/** The limits of 3-daily-use.txt section 5 in the unit typed, with the message that names them. */
function limitsOf(type: MeasurementType, units: Units) {
  const imperial = units === 'IMPERIAL';
  switch (type) {
    case 'WEIGHT':
      return imperial
        ? { ...MEASUREMENT_LIMITS.WEIGHT_LB, above: false, message: 'errors.weightRangeLb' }
        : { ...MEASUREMENT_LIMITS.WEIGHT, above: false, message: 'errors.weightRange' };
    case 'SLEEP':
      return { ...MEASUREMENT_LIMITS.SLEEP, above: true, message: 'errors.sleepRange' };
    default:
      return imperial
        ? { ...MEASUREMENT_LIMITS.WAIST_IN, above: true, message: 'errors.waistRangeIn' }
        : { ...MEASUREMENT_LIMITS.WAIST_CIRCUMFERENCE, above: true, message: 'errors.waistRange' };
  }
}

/**
 * The add-measurement form as typed (3-daily-use.txt section 5): a comma reads as a dot, the value
 * is a number within the type's limits in the person's unit, stress is one of its levels, and the
 * day is not after `today`. Messages are keys of progress.json. What it yields is what
 * RecordMeasurement takes, in kept units.
 */
export function measurementFormSchema(units: Units, today: string) {
  return z
    .object({
      type: z.enum(LOGGED_TYPES),
      value: z.string(),
      level: z.enum(STRESS_LEVELS).or(z.literal('')),
      date: z.string(),
    })
    .superRefine((form, context) => {
      if (!form.date) context.addIssue({ code: 'custom', path: ['date'], message: 'errors.required' });
      else if (form.date > today) context.addIssue({ code: 'custom', path: ['date'], message: 'errors.future' });
      if (form.type === 'STRESS') {
        if (!form.level) context.addIssue({ code: 'custom', path: ['level'], message: 'errors.levelRequired' });
        return;
      }
      const typed = form.value.trim().replace(',', '.');
      if (!/^\d{1,4}(\.\d{1,3})?$/.test(typed)) {
        context.addIssue({ code: 'custom', path: ['value'], message: 'errors.numberOnly' });
        return;
      }
      const value = Number(typed);
      const { min, max, above, message } = limitsOf(form.type, units);
      if ((above ? value <= min : value < min) || value > max)
        context.addIssue({ code: 'custom', path: ['value'], message });
    })
    .transform((form): MeasurementInput => {
      if (form.type === 'STRESS') return { type: 'STRESS', date: form.date, level: form.level || 'MEDIUM' };
      const typed = Number(form.value.trim().replace(',', '.'));
      return { type: form.type, date: form.date, value: keptValue(form.type, typed, units) };
    });
}

export type MeasurementFormInput = z.input<ReturnType<typeof measurementFormSchema>>;

/** How many decimals a type shows (3-daily-use.txt: weight with 2). */
export const DECIMALS: Record<MeasurementType, number> = {
  WEIGHT: 2,
  SLEEP: 1,
  STRESS: 0,
  WAIST_CIRCUMFERENCE: 1,
  BODY_FAT: 1,
};
