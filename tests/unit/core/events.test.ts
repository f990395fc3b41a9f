import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEventRegistry, defineEvent, type EventEnvelope } from '../../../src/core/events';
import { uuidv7 } from '../../../src/core/ids';

const envelope = (type: string, v: number, payload: unknown): EventEnvelope => ({
  id: '01936a4e-0000-7000-8000-000000000001', stream: 'user:1', type, v, payload, actor: 'user:1', device: 'd', deviceSeq: 1, at: '2026-11-22T09:00:00.000Z',
});

describe('event registry', () => {
  // v1 {kcal}, v2 renamed to {energy}, v3 added a unit.
  const Logged = defineEvent({
    type: 'Logged',
    v: 3,
    schema: z.object({ energy: z.number(), unit: z.literal('kcal') }),
    upcasters: {
      1: (p) => ({ energy: (p as { kcal: number }).kcal }),
      2: (p) => ({ ...(p as object), unit: 'kcal' }),
    },
  });
  const registry = createEventRegistry([Logged]);

  it('upcasts a stored v1 event through every version to the current one', () => {
    expect(registry.upcast(envelope('Logged', 1, { kcal: 300 }))).toMatchObject({ v: 3, payload: { energy: 300, unit: 'kcal' } });
  });
  it('leaves a current event as it is', () => {
    const current = envelope('Logged', 3, { energy: 1, unit: 'kcal' });
    expect(registry.upcast(current)).toBe(current);
  });
  it('passes an event of an unknown type through unchanged', () => {
    const unknown = envelope('FromTheFuture', 9, { x: 1 });
    expect(registry.upcast(unknown)).toBe(unknown);
  });
  it('throws when an upcaster is missing (a bug, not a user error)', () => {
    const broken = createEventRegistry([defineEvent({ type: 'Broken', v: 2, schema: z.object({}) })]);
    expect(() => broken.upcast(envelope('Broken', 1, {}))).toThrow(/No upcaster/);
  });
  it('validates drafts against the current schema', () => {
    expect(registry.validate({ type: 'Logged', payload: { energy: 5, unit: 'kcal' } })).toEqual({ ok: true, payload: { energy: 5, unit: 'kcal' } });
    expect(registry.validate({ type: 'Logged', payload: { energy: 'five' } }).ok).toBe(false);
    expect(registry.validate({ type: 'Nope', payload: {} })).toEqual({ ok: false, reason: 'unknown event type Nope' });
  });
  it('refuses two definitions of one type', () => {
    expect(() => createEventRegistry([Logged, Logged])).toThrow(/twice/);
  });
});

describe('UUIDv7', () => {
  it('has version 7 and the RFC 9562 variant', () => {
    const id = uuidv7(Date.UTC(2026, 10, 22), new Uint8Array(10).fill(255));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(z.uuid().safeParse(id).success).toBe(true);
  });
  it('starts with the milliseconds, so ids sort by creation time (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 47 }), fc.integer({ min: 1, max: 2 ** 20 }), fc.uint8Array({ minLength: 10, maxLength: 10 }), fc.uint8Array({ minLength: 10, maxLength: 10 }), (t, dt, r1, r2) => {
        expect(uuidv7(t, r1) < uuidv7(t + dt, r2)).toBe(true);
      }),
    );
  });
  it('needs ten random bytes', () => expect(() => uuidv7(0, new Uint8Array(4))).toThrow());
});
