import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPulledEvent, pulledEventSchema, pulledPageSchema } from '../../../src/core/api/sync';

const valid = {
  id: '0190a0b0-aaaa-7bbb-8ccc-000000000001',
  stream: 'user:2',
  seq: 3,
  type: 'DayNoteSet',
  v: 1,
  payload: { date: '2026-11-28', note: 'Slept well.' },
  actor: 'user:2',
  device: '0190a0b0-aaaa-7bbb-8ccc-000000000002',
  deviceSeq: 7,
  at: '2026-11-28T05:00:00.000Z',
};
const fields = Object.keys(valid) as (keyof typeof valid)[];

/** The app checks a pulled event by hand for speed; it must accept exactly what the contract's schema accepts. */
describe('a pulled event, checked by hand', () => {
  it('agrees with pulledEventSchema on events with any field changed, dropped or of another type', () => {
    const anyValue = fc.oneof(
      fc.string(),
      fc.integer({ min: -5, max: 5 }),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.object(),
    );
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...fields), fc.option(anyValue, { nil: '__dropped__' as const })),
        (changes) => {
          const event: Record<string, unknown> = { ...valid };
          for (const [field, value] of Object.entries(changes))
            if (value === '__dropped__') delete event[field];
            else event[field] = value;
          // zod reads a missing payload as undefined, and so may the check: both accept or refuse alike.
          expect(isPulledEvent(event)).toBe(pulledEventSchema.safeParse(event).success);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('refuses what is not an object', () => {
    for (const value of [null, undefined, 3, 'event', []]) expect(isPulledEvent(value)).toBe(false);
  });

  it('keeps the events of a page as they came, and refuses a page with a broken one', () => {
    const page = { stream: 'user:2', events: [valid], cursor: 3, hasMore: false, lastDeviceSeq: 0 };
    const parsed = pulledPageSchema.parse(page);
    expect(parsed.events[0]).toBe(valid);
    expect(pulledPageSchema.safeParse({ ...page, events: [{ ...valid, seq: 0 }] }).success).toBe(false);
    expect(pulledPageSchema.safeParse({ ...page, events: [{ ...valid, v: 1.5 }] }).success).toBe(false);
  });
});
