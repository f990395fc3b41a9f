import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEventRegistry } from '../../../src/core/events';
import {
  findUnstorableText,
  isStorableText,
  MAX_PAYLOAD_DEPTH,
  payloadProblem,
  text,
  unstorableReason,
} from '../../../src/core/storable';
import { featureEvents } from '../../../src/features/kernels';

type Json = {
  type?: string | string[];
  properties?: Record<string, Json>;
  items?: Json;
  additionalProperties?: unknown;
  maxLength?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: Json[];
  oneOf?: Json[];
  allOf?: Json[];
};

/** Every place in a schema where text or a list could grow without bound, or a field could be added. */
function unbounded(schema: Json, path: string): string[] {
  const inner = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((s) =>
    unbounded(s, path),
  );
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const own: string[] = [];
  if (
    types.includes('string') &&
    schema.maxLength === undefined &&
    !schema.enum &&
    schema.const === undefined &&
    schema.format !== 'date' &&
    schema.format !== 'date-time'
  )
    own.push(`${path}: text without a maximum length`);
  if (types.includes('array')) {
    if (schema.maxItems === undefined) own.push(`${path}: a list without a maximum length`);
    if (schema.items) own.push(...unbounded(schema.items, `${path}[]`));
  }
  if (types.includes('object')) {
    if (schema.additionalProperties !== false) own.push(`${path}: an object that lets unknown fields through`);
    for (const [name, property] of Object.entries(schema.properties ?? {}))
      own.push(...unbounded(property, `${path}.${name}`));
  }
  return [...inner, ...own];
}

describe('what an event may hold', () => {
  it.each(featureEvents.map((e) => [e.type, e] as const))(
    '%s bounds every text and list and refuses unknown fields',
    (_type, definition) => {
      expect(
        unbounded(z.toJSONSchema(definition.schema, { io: 'input', unrepresentable: 'any' }) as Json, 'payload'),
      ).toEqual([]);
    },
  );

  it('refuses NUL and lone surrogates, and keeps every other text, emoji included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (plain) => {
        expect(isStorableText(plain)).toBe(true);
        expect(isStorableText(`${plain}\u0000`)).toBe(false);
        expect(isStorableText(`\ud800${plain}`)).toBe(plain.length > 0 && /^[\udc00-\udfff]/.test(plain));
        expect(isStorableText(`${plain}\udfff`)).toBe(false);
      }),
    );
    expect(isStorableText('🍲 soep')).toBe(true);
  });

  it('finds bad text in field names and nested values, at any depth, without running out of stack', () => {
    expect(findUnstorableText({ a: [{ ['b\u0000']: 1 }] })).toBe('a.0.b\u0000');
    expect(findUnstorableText({ a: ['ok', 'x\ud800'] })).toBe('a.1');
    expect(findUnstorableText(JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`))).toBeDefined();
    expect(findUnstorableText({ name: 'Zoë', tags: ['a', 'b'] })).toBeUndefined();
  });

  it('refuses payloads nested too deep, with a bad field name, or over the size limit', () => {
    const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);
    expect(unstorableReason(nested(MAX_PAYLOAD_DEPTH))).toBeUndefined();
    expect(unstorableReason(nested(MAX_PAYLOAD_DEPTH + 1))).toMatch(/nested deeper/);
    expect(unstorableReason({ ['\u0000']: 1 })).toMatch(/field name/);
    expect(payloadProblem({ note: '\u0001'.repeat(6_000) })).toMatch(/bytes/);
    expect(payloadProblem({ note: 'x'.repeat(2_000) })).toBeUndefined();
  });

  it('the registry refuses such a draft, so the bus never stores it', () => {
    const registry = createEventRegistry(featureEvents);
    expect(registry.validate({ type: 'DayNoteSet', payload: { date: '2026-11-22', note: 'a\u0000b' } }).ok).toBe(false);
    expect(registry.validate({ type: 'DayNoteSet', payload: { date: '2026-11-22', note: 'fine', extra: 1 } }).ok).toBe(
      false,
    );
    expect(registry.validate({ type: 'DayNoteSet', payload: { date: '2026-11-22', note: 'fine' } }).ok).toBe(true);
  });

  it('text(max) gives forms the message key for characters that cannot be saved', () => {
    const result = text(10).safeParse('a\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('common:text.invalid');
  });
});
