import { expect, it } from 'vitest';
import { featureCommands, featureDated, featureEvents } from '../../../src/features/kernels';

it('says of every event type whether it is about a dated day, by a field its schema has', () => {
  expect(Object.keys(featureDated).sort()).toEqual(featureEvents.map((e) => e.type).sort());
  const fieldDated = new Map<string, string>();
  for (const [type, by] of Object.entries(featureDated)) if (by && 'field' in by) fieldDated.set(type, by.field);
  for (const event of featureEvents) {
    const by = featureDated[event.type];
    if (!by) continue;
    const shape = (event.schema as unknown as { shape?: Record<string, unknown> }).shape ?? {};
    const field = 'field' in by ? by.field : by.item;
    expect(Object.keys(shape), `${event.type}.${field}`).toContain(field);
    // An item's events are dated by the event that made it: one dated by its own field, naming the item too.
    if ('item' in by) {
      const makers = featureEvents.filter(
        (e) => fieldDated.has(e.type) && field in ((e.schema as unknown as { shape?: object }).shape ?? {}),
      );
      expect(makers.length, `${event.type}: what makes its ${field}`).toBeGreaterThan(0);
    }
  }
});

it("waits for the whole history in the check-in's deciders and the onboarding's, and in no diary or grocery one", () => {
  const waiting = featureCommands.filter((c) => c.needsWholeHistory).map((c) => c.type);
  expect(waiting.sort()).toEqual(
    [
      'AcceptCheckIn',
      'ApproveCheckIn',
      'CompleteOnboarding',
      'DeclineCheckIn',
      'DismissCheckIn',
      'ProposeCheckIn',
    ].sort(),
  );
});
