import { describe, it } from 'vitest';
import { given } from '../../core/testing/decider';
import { deleteMeasurement, recordMeasurement } from './commands';
import { MeasurementDeleted, MeasurementRecorded } from './events';

// The test clock's day is 2026-11-22 (core/testing/decider.ts).
const COMMAND_ID = '01900000-0000-7000-8000-000000000001';
const weight = { type: 'WEIGHT', date: '2026-11-22', value: 72.4 } as const;
const recorded = MeasurementRecorded.draft({ measurementId: 'w1', ...weight });

describe('RecordMeasurement', () => {
  it('records a weight for today under the command’s id', () => {
    given()
      .when(recordMeasurement, weight)
      .then([MeasurementRecorded.draft({ measurementId: COMMAND_ID, ...weight })]);
  });

  it('keeps a second record of the same date beside the first', () => {
    given(recorded)
      .when(recordMeasurement, { ...weight, value: 72.1 })
      .then([MeasurementRecorded.draft({ measurementId: COMMAND_ID, ...weight, value: 72.1 })]);
  });

  it('records a day in the past: a weight forgotten last week', () => {
    given()
      .when(recordMeasurement, { ...weight, date: '2026-11-15' })
      .then([MeasurementRecorded.draft({ measurementId: COMMAND_ID, ...weight, date: '2026-11-15' })]);
  });

  it('refuses a day in the future: Cannot be in future', () => {
    given()
      .when(recordMeasurement, { ...weight, date: '2026-11-23' })
      .thenRejects('date_in_future');
  });

  it.each([
    ['a weight under 1 lb', { type: 'WEIGHT', value: 0.4 }],
    ['a weight over 300 kg', { type: 'WEIGHT', value: 300.1 }],
    ['no sleep at all', { type: 'SLEEP', value: 0 }],
    ['more than 16 hours of sleep', { type: 'SLEEP', value: 16.5 }],
    ['a waist of 0 cm', { type: 'WAIST_CIRCUMFERENCE', value: 0 }],
    ['a waist over 300 cm', { type: 'WAIST_CIRCUMFERENCE', value: 301 }],
    ['body fat under 3 percent', { type: 'BODY_FAT', value: 0.02 }],
    ['body fat over 60 percent', { type: 'BODY_FAT', value: 0.61 }],
    ['a stress level that is not one', { type: 'STRESS', level: 'EXTREME' }],
    ['a stress record with a number', { type: 'STRESS', value: 3 }],
    ['a type that is not one', { type: 'HEART_RATE', value: 60 }],
  ])('refuses %s', (_, measurement) => {
    given()
      .when(recordMeasurement, { date: '2026-11-20', ...measurement })
      .thenInvalid();
  });

  it('refuses a date that is not one', () => {
    given()
      .when(recordMeasurement, { ...weight, date: '2026-02-30' })
      .thenInvalid('date');
  });

  it.each([
    ['the limits of a weight', { type: 'WEIGHT', value: 1 }],
    ['300 kg', { type: 'WEIGHT', value: 300 }],
    ['16 hours of sleep', { type: 'SLEEP', value: 16 }],
    ['a waist of 300 cm', { type: 'WAIST_CIRCUMFERENCE', value: 300 }],
    ['a stress level', { type: 'STRESS', level: 'VERY_HIGH' }],
    ['body fat of 20 percent', { type: 'BODY_FAT', value: 0.2 }],
  ] as const)('records %s', (_, measurement) => {
    const payload = { date: '2026-11-20', ...measurement };
    given()
      .when(recordMeasurement, payload)
      .then([MeasurementRecorded.draft({ measurementId: COMMAND_ID, ...payload })]);
  });
});

describe('DeleteMeasurement', () => {
  it('deletes a measurement', () => {
    given(recorded)
      .when(deleteMeasurement, { measurementId: 'w1' })
      .then([MeasurementDeleted.draft({ measurementId: 'w1' })]);
  });

  it('says a measurement already deleted, on another device, is gone', () => {
    given(recorded, MeasurementDeleted.draft({ measurementId: 'w1' }))
      .when(deleteMeasurement, { measurementId: 'w1' })
      .thenRejects('measurement_not_found');
    given().when(deleteMeasurement, { measurementId: 'never' }).thenRejects('measurement_not_found');
  });
});
