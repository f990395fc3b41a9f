import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEventRegistry, defineEvent, type EventEnvelope } from '../../../src/core/events';
import { cryptoIdSource, uuidv7 } from '../../../src/core/ids';

const envelope = (type: string, v: number, payload: unknown): EventEnvelope => ({
  id: '01936a4e-0000-7000-8000-000000000001',
  stream: 'user:1',
  type,
  v,
  payload,
  actor: 'user:1',
  device: 'd',
  deviceSeq: 1,
  at: '2026-11-22T09:00:00.000Z',
});

describe('event registry', () => {
  // v1 {kcal}; v2 renamed it to {energy}; v3 added a unit.
  const Logged = defineEvent({
    type: 'Logged',
    v: 3,
    schema: () => z.object({ energy: z.number(), unit: z.literal('kcal') }),
    upcasters: {
      1: (p) => ({ energy: (p as { kcal: number }).kcal }),
      2: (p) => ({ ...(p as object), unit: 'kcal' }),
    },
  });
  const registry = createEventRegistry([Logged]);

  it('upcasts a stored v1 event through both upcasters to v3', () => {
    expect(registry.upcast(envelope('Logged', 1, { kcal: 300 }))).toEqual(
      envelope('Logged', 3, { energy: 300, unit: 'kcal' }),
    );
  });

  it('upcasts a v2 event with the last upcaster only', () => {
    expect(registry.upcast(envelope('Logged', 2, { energy: 120 })).payload).toEqual({ energy: 120, unit: 'kcal' });
  });

  it('never rewrites the stored event', () => {
    const stored = envelope('Logged', 1, { kcal: 300 });
    registry.upcast(stored);
    expect(stored).toEqual(envelope('Logged', 1, { kcal: 300 }));
  });

  it('leaves an event of the current version as it is', () => {
    const current = envelope('Logged', 3, { energy: 1, unit: 'kcal' });
    expect(registry.upcast(current)).toBe(current);
  });

  it('passes an event of an unknown type through unchanged', () => {
    const unknown = envelope('FromTheFuture', 9, { x: 1 });
    expect(registry.upcast(unknown)).toBe(unknown);
  });

  it('throws when an upcaster is missing (a bug, not a user error)', () => {
    const gap = createEventRegistry([
      defineEvent({ type: 'Gap', v: 3, schema: () => z.object({}), upcasters: { 1: (p) => p } }),
    ]);
    expect(() => gap.upcast(envelope('Gap', 1, {}))).toThrow(/No upcaster for Gap v2/);
  });

  it('validates drafts against the current schema', () => {
    expect(registry.validate(Logged.draft({ energy: 5, unit: 'kcal' }))).toEqual({
      ok: true,
      payload: { energy: 5, unit: 'kcal' },
    });
    const wrong = registry.validate({ type: 'Logged', payload: { energy: 'five', unit: 'kcal' } });
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.reason).toMatch(/^Logged: energy/);
    expect(registry.validate({ type: 'Nope', payload: {} })).toEqual({ ok: false, reason: 'unknown event type Nope' });
  });

  it('knows its types and their current definitions', () => {
    expect(registry.has('Logged')).toBe(true);
    expect(registry.has('Nope')).toBe(false);
    expect(registry.current('Logged')?.v).toBe(3);
  });

  it('refuses two definitions of one type', () => {
    const again = defineEvent({ type: 'Logged', v: 1, schema: () => z.object({}) });
    expect(() => createEventRegistry([Logged, again])).toThrow(/registered twice: Logged/);
  });
});

describe('UUIDv7', () => {
  const tenBytes = fc.uint8Array({ minLength: 10, maxLength: 10 });
  const millis = fc.integer({ min: 0, max: 2 ** 48 - 1 });

  it('(property) has version 7, the RFC 9562 variant, and the milliseconds in the first 48 bits', () => {
    fc.assert(
      fc.property(millis, tenBytes, (ms, random) => {
        const id = uuidv7(ms, random);
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(ms);
        expect(z.uuid().safeParse(id).success).toBe(true);
      }),
    );
  });

  it('sets the version and variant bits whatever the random bytes are', () => {
    expect(uuidv7(0, new Uint8Array(10).fill(0))).toBe('00000000-0000-7000-8000-000000000000');
    expect(uuidv7(0, new Uint8Array(10).fill(255))).toBe('00000000-0000-7fff-bfff-ffffffffffff');
  });

  it('(property) ids made at increasing times sort lexicographically in time order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(millis, { minLength: 2, maxLength: 20 }),
        fc.array(tenBytes, { minLength: 20, maxLength: 20 }),
        (times, randoms) => {
          const ascending = [...times].sort((a, b) => a - b);
          const ids = ascending.map((t, i) => uuidv7(t, randoms[i]!));
          expect([...ids].sort()).toEqual(ids);
        },
      ),
    );
  });

  it('needs ten random bytes', () => {
    expect(() => uuidv7(0, new Uint8Array(4))).toThrow(/10 random bytes/);
  });

  it('the crypto id source makes distinct v7 ids from the clock', () => {
    const ids = cryptoIdSource({ now: () => new Date(Date.UTC(2026, 10, 22)) });
    const made = Array.from({ length: 50 }, () => ids.next());
    expect(new Set(made).size).toBe(50);
    for (const id of made) expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.UTC(2026, 10, 22));
  });
});
