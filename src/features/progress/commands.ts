import { lightFormat, parseISO } from 'date-fns';
import { z } from 'zod';
import { defineCommand } from '../../core/commands';
import { accept, reject } from '../../core/errors';
import { MeasurementDeleted, MeasurementRecorded, measurementSchema } from './events';
import { findMeasurement, progressProjection } from './projection';

/**
 * The person's calendar day at the device's time: a measurement may be for today, not tomorrow.
 * lightFormat, not format: the kernel loads with the first page, and format's locale machinery is kilobytes.
 */
const todayOf = (now: string) => lightFormat(parseISO(now), 'yyyy-MM-dd');

/**
 * A measurement logged (3-daily-use.txt, add measurement): in its kept unit (the form converts
 * pounds and inches), for a day that is not in the future; its id is the command's. Several on one
 * date are all kept.
 */
export const recordMeasurement = defineCommand({
  type: 'RecordMeasurement',
  schema: () => measurementSchema,
  projection: progressProjection,
  decide: (measurement, _state, meta) => {
    if (measurement.date > todayOf(meta.now)) return reject('date_in_future', 'progress:errors.future');
    return accept([MeasurementRecorded.draft({ measurementId: meta.commandId, ...measurement })]);
  },
});

/** Deleting asks first on the screen; a measurement already gone is said so. */
export const deleteMeasurement = defineCommand({
  type: 'DeleteMeasurement',
  schema: () => z.object({ measurementId: z.string().min(1).max(100) }),
  projection: progressProjection,
  decide: ({ measurementId }, state) => {
    if (!findMeasurement(state, measurementId)) return reject('measurement_not_found', 'progress:errors.notFound');
    return accept([MeasurementDeleted.draft({ measurementId })]);
  },
});

export const progressCommands = [recordMeasurement, deleteMeasurement];
