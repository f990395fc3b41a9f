import { z } from 'zod';
import { defineEvent } from '../../core/events';
import { text } from '../../core/storable';
import { isoDateSchema } from '../diary/events';
import { MEASUREMENT_LIMITS, stressLevelSchema } from './measurements';

/**
 * Measurements live in the person's stream (3-daily-use.txt, progress; issue 16): logged offline,
 * synced, and seen by a coach viewing the client. The limits are the log's own, so a device's
 * bug or a hand-made push cannot put a 900 kg weight in anyone's chart.
 */
const measurementId = text(100).min(1);
const between = (limits: { min: number; max: number }, above = false) =>
  (above ? z.number().gt(limits.min) : z.number().min(limits.min)).max(limits.max);

/** Each type's fields: a value in its kept unit, or for stress a level. */
const SHAPES = {
  WEIGHT: { type: z.literal('WEIGHT'), date: isoDateSchema, value: between(MEASUREMENT_LIMITS.WEIGHT_KEPT) },
  SLEEP: { type: z.literal('SLEEP'), date: isoDateSchema, value: between(MEASUREMENT_LIMITS.SLEEP, true) },
  STRESS: { type: z.literal('STRESS'), date: isoDateSchema, level: stressLevelSchema },
  WAIST_CIRCUMFERENCE: {
    type: z.literal('WAIST_CIRCUMFERENCE'),
    date: isoDateSchema,
    value: between(MEASUREMENT_LIMITS.WAIST_CIRCUMFERENCE, true),
  },
  BODY_FAT: { type: z.literal('BODY_FAT'), date: isoDateSchema, value: between(MEASUREMENT_LIMITS.BODY_FAT) },
};
const union = <E extends z.ZodRawShape>(extra: E) =>
  z.discriminatedUnion('type', [
    z.strictObject({ ...extra, ...SHAPES.WEIGHT }),
    z.strictObject({ ...extra, ...SHAPES.SLEEP }),
    z.strictObject({ ...extra, ...SHAPES.STRESS }),
    z.strictObject({ ...extra, ...SHAPES.WAIST_CIRCUMFERENCE }),
    z.strictObject({ ...extra, ...SHAPES.BODY_FAT }),
  ]);

/** A measurement as it is recorded, without its id. */
export const measurementSchema = union({});
export type MeasurementInput = z.infer<typeof measurementSchema>;

export const MeasurementRecorded = defineEvent({
  type: 'MeasurementRecorded',
  v: 1,
  schema: () => union({ measurementId }),
});

export const MeasurementDeleted = defineEvent({
  type: 'MeasurementDeleted',
  v: 1,
  schema: () => z.strictObject({ measurementId }),
});

export const progressEvents = [MeasurementRecorded, MeasurementDeleted];
