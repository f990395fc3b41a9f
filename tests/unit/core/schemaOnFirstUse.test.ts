import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCommand } from '../../../src/core/commands';
import { accept } from '../../../src/core/errors';
import { createEventRegistry, defineEvent } from '../../../src/core/events';
import { defineProjection } from '../../../src/core/projection';

/** A schema function that counts how often it builds. */
const counted = <S extends z.ZodType>(schema: S) => {
  const built = { times: 0 };
  return { built, build: () => (built.times++, schema) };
};

describe("a slice's schemas are built on first use", () => {
  it('an event declared is not built until a draft is checked, then built once', () => {
    const { built, build } = counted(z.object({ kcal: z.number().positive() }));
    const Logged = defineEvent({ type: 'Logged', v: 1, schema: build });
    const registry = createEventRegistry([Logged]);
    expect(built.times).toBe(0);

    expect(registry.validate(Logged.draft({ kcal: 120 }))).toEqual({ ok: true, payload: { kcal: 120 } });
    expect(registry.validate({ type: 'Logged', payload: { kcal: -1 } }).ok).toBe(false);
    expect(built.times).toBe(1);
    expect(Logged.schema).toBe(Logged.schema);
  });

  it('a command declared is not built until it is read, and keeps its type and create', () => {
    const { built, build } = counted(z.object({ note: z.string().max(3) }));
    const counter = defineProjection({ name: 'counter', version: 1, initialState: 0, evolve: (n: number) => n });
    const setNote = defineCommand({
      type: 'SetNote',
      schema: build,
      projection: counter,
      decide: () => accept([]),
    });
    expect(built.times).toBe(0);
    expect(setNote.create({ note: 'abc' })).toEqual({ type: 'SetNote', payload: { note: 'abc' } });
    expect(setNote.schema.safeParse({ note: 'abcd' }).success).toBe(false);
    expect(setNote.schema.safeParse({ note: 'abc' }).success).toBe(true);
    expect(built.times).toBe(1);
    expect(Object.keys(setNote)).toContain('schema');
  });
});
