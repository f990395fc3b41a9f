import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../core/events';
import { fold } from '../../core/projection';
import { envelopesOf } from '../../core/testing/decider';
import { MeasurementDeleted, MeasurementRecorded } from './events';
import { MEASUREMENT_TYPES } from './measurements';
import { findMeasurement, progressProjection } from './projection';

const weight = (measurementId: string, date: string, value: number) =>
  MeasurementRecorded.draft({ measurementId, type: 'WEIGHT', date, value });
const oneByOne = (events: readonly EventEnvelope[]) =>
  events.reduce((state, event) => progressProjection.evolve(state, event), progressProjection.initialState);

describe('the progress of a person', () => {
  it('keeps each type’s measurements by date, several on one date in the order recorded', () => {
    const events = [
      ...envelopesOf([weight('b', '2026-11-20', 72)], '2026-11-20T08:00:00Z'),
      ...envelopesOf([weight('a', '2026-11-18', 73)], '2026-11-20T07:00:00Z'),
      ...envelopesOf([weight('c', '2026-11-20', 71.8)], '2026-11-20T19:00:00Z'),
      ...envelopesOf([
        MeasurementRecorded.draft({ measurementId: 's', type: 'STRESS', date: '2026-11-19', level: 'HIGH' }),
      ]),
    ];
    const state = fold(progressProjection, events);
    expect(state.byType.WEIGHT.map((m) => m.measurementId)).toEqual(['a', 'b', 'c']);
    expect(state.byType.STRESS.map((m) => m.value)).toEqual([4]);
    expect(findMeasurement(state, 'c')?.value).toBe(71.8);
  });

  it('forgets a deleted measurement, and ignores a record replayed or a deletion of what is not there', () => {
    const state = fold(
      progressProjection,
      envelopesOf([
        weight('a', '2026-11-18', 73),
        weight('a', '2026-11-18', 99),
        weight('b', '2026-11-19', 72),
        MeasurementDeleted.draft({ measurementId: 'b' }),
        MeasurementDeleted.draft({ measurementId: 'never' }),
      ]),
    );
    expect(state.byType.WEIGHT).toMatchObject([{ measurementId: 'a', value: 73 }]);
    expect(findMeasurement(state, 'b')).toBeUndefined();
  });

  const recordOrDelete = fc.oneof(
    fc.record({
      kind: fc.constant('record' as const),
      id: fc.integer({ min: 0, max: 30 }),
      type: fc.constantFrom('WEIGHT', 'SLEEP', 'WAIST_CIRCUMFERENCE'),
      day: fc.integer({ min: 1, max: 28 }),
      value: fc.integer({ min: 1, max: 16 }),
    }),
    fc.record({ kind: fc.constant('delete' as const), id: fc.integer({ min: 0, max: 30 }) }),
  );
  type Step = typeof recordOrDelete extends fc.Arbitrary<infer T> ? T : never;
  const eventsOf = (steps: Step[]) =>
    envelopesOf(
      steps.map((step) =>
        step.kind === 'delete'
          ? MeasurementDeleted.draft({ measurementId: `m${step.id}` })
          : MeasurementRecorded.draft({
              measurementId: `m${step.id}`,
              type: step.type,
              date: `2026-11-${String(step.day).padStart(2, '0')}`,
              value: step.value,
            }),
      ),
    );

  it('folds a pull’s page at once exactly as one event at a time', () => {
    fc.assert(
      fc.property(fc.array(recordOrDelete, { maxLength: 60 }), fc.nat(60), (steps, cut) => {
        const events = eventsOf(steps);
        const atOnce = fold(progressProjection, events);
        expect(atOnce).toEqual(oneByOne(events));
        // A boot that folds a snapshot, then the rest.
        const split = fold(progressProjection, events.slice(cut), fold(progressProjection, events.slice(0, cut)));
        expect(split).toEqual(atOnce);
      }),
    );
  });

  it('holds every measurement recorded and not deleted since, once, sorted by date', () => {
    fc.assert(
      fc.property(fc.array(recordOrDelete, { maxLength: 60 }), (steps) => {
        const state = fold(progressProjection, eventsOf(steps));
        const alive = new Map<string, string>();
        for (const step of steps)
          if (step.kind === 'delete') alive.delete(`m${step.id}`);
          else if (!alive.has(`m${step.id}`)) alive.set(`m${step.id}`, step.type);
        const held = MEASUREMENT_TYPES.flatMap((type) => state.byType[type].map((m) => [m.measurementId, type]));
        expect(new Map(held as [string, string][])).toEqual(alive);
        expect(held).toHaveLength(alive.size);
        for (const type of MEASUREMENT_TYPES) {
          const dates = state.byType[type].map((m) => m.date);
          expect(dates).toEqual([...dates].sort());
        }
      }),
    );
  });
});
