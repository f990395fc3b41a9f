import fc from 'fast-check';

/** The part of a JSON Schema (as zod and the OpenAPI description write it) that inputs are made from. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Where text breaks stores, parsers and queries: NUL, lone surrogates, quotes, separators, aliases. */
const NASTY_UNITS = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\uffff',
  '\u202e',
  "'",
  '"',
  '\\',
  '%',
  '%00',
  ',',
  ':',
  '/',
  '..',
  'é',
  '😀',
  ' ',
  '\n',
  'user:1',
  '0x10',
  '-1',
  '1e400',
  'null',
  '__proto__',
  'constructor',
  'server:',
];

export const nastyText = fc.string({
  unit: fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), fc.constantFrom(...NASTY_UNITS)),
  maxLength: 24,
});
const longText = fc.integer({ min: 60, max: 3_000 }).map((n) => 'x'.repeat(n));

/** Anything JSON can carry, with nasty text in values and field names; `DEEP:n` marks nesting written into the JSON text (deepJson). */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyText,
    fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, true, false, null),
    fc.integer(),
    longText,
    fc.integer({ min: 20, max: 6_000 }).map((n) => `DEEP:${n}`),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Percent-encoding for a path segment; a lone surrogate goes as the bytes a careless client would send (WTF-8), which are not UTF-8. */
export function encodeSegment(text: string): string {
  return text.replace(/[\s\S]/gu, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff)
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    return encodeURIComponent(char);
  });
}

/** A JSON text with every `"DEEP:n"` string replaced by arrays nested n deep (JSON.stringify would run out of stack on them). */
export const deepJson = (value: unknown): string =>
  JSON.stringify(value).replace(/"DEEP:(\d+)"/g, (_, n: string) => `${'['.repeat(Number(n))}${']'.repeat(Number(n))}`);

/** Inputs close to what a schema asks for, so handlers run past validation; `nasty` is the chance of each field being replaced by nastyValue. */
export function fromSchema(schema: JsonSchema | undefined, nasty = 0.2): fc.Arbitrary<unknown> {
  const valid = validFrom(schema ?? {}, nasty);
  return nasty > 0
    ? fc.oneof(
        { weight: Math.round((1 - nasty) * 10), arbitrary: valid },
        { weight: Math.max(1, Math.round(nasty * 10)), arbitrary: nastyValue },
      )
    : valid;
}

function validFrom(schema: JsonSchema, nasty: number): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => validFrom(s, nasty)));
  if (schema.allOf?.length) return validFrom(schema.allOf[0]!, nasty);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date')
        return fc
          .integer({ min: 0, max: 700 })
          .map((d) => new Date(Date.UTC(2026, 0, 1) + d * 86_400_000).toISOString().slice(0, 10));
      if (schema.format === 'date-time') return fc.constant('2026-11-22T12:00:00.000Z');
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.constantFrom('sam@example.com', 'someone@example.org');
      return fc.string({
        minLength: Math.min(schema.minLength ?? 0, 20),
        maxLength: Math.min(schema.maxLength ?? 20, 20),
      });
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? -1_000, -1e9);
      const max = Math.min(schema.maximum ?? min + 2_000, min + 1e6);
      return type === 'integer'
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromSchema(schema.items, nasty), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const record = Object.fromEntries(properties.map(([name, inner]) => [name, fromSchema(inner, nasty)]));
      const required = (schema.required ?? []).filter((name) => name in record);
      return fc.record(record, { requiredKeys: required });
    }
    default:
      return nastyValue;
  }
}
