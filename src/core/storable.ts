import { z } from 'zod';

/**
 * What every store of events can hold (docs/sync.md, "What an event may hold"): PostgreSQL's
 * jsonb and text refuse U+0000 and lone surrogates, and its jsonb parser runs out of stack on deep
 * nesting. An event that breaks one of these would fail the whole push it travels in, so the
 * device refuses to make one and the server refuses to store one, event by event.
 */

/**
 * 32 KiB: the largest payload a schema allows (a catalogue food with 40 servings) is about 15 KiB
 * in ASCII, so every legitimate event fits twice over; and 32 such events still fit one 2 MiB
 * request, which the sync engine keeps its batches under (MAX_PUSH_BYTES).
 */
export const MAX_EVENT_BYTES = 32 * 1024;
/** Objects and arrays inside a payload; the deepest schema (a food's servings) needs 3. */
export const MAX_PAYLOAD_DEPTH = 8;

const NUL = '\u0000';
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const SURROGATE = /[\ud800-\udfff]/;

/**
 * Whether text can be stored as it is: no NUL and no lone surrogate. Most text holds no surrogate
 * at all, which one character class tells faster than the pattern with look-arounds.
 */
export const isStorableText = (text: string): boolean =>
  !text.includes(NUL) && (!SURROGATE.test(text) || !LONE_SURROGATE.test(text));

/** The message key a form shows when pasted text holds such characters (locales/<lang>/common.json). */
export const TEXT_INVALID = 'common:text.invalid';

/** Text of at most `max` characters that every store can hold; the schema of every text field of an event. */
export const text = (max: number) => z.string().max(max).refine(isStorableText, TEXT_INVALID);

/** A value met in a walk, and the field it sits in: its dotted path is only spelled out for a problem. */
interface Visit {
  readonly value: unknown;
  readonly depth: number;
  readonly key: string;
  readonly parent: Visit | undefined;
}
const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/** Why a value cannot be stored (the first problem found), or undefined when it can. */
export function unstorableReason(value: unknown, maxDepth = MAX_PAYLOAD_DEPTH): string | undefined {
  // An explicit stack rather than recursion: the value may be nested deeper than the call stack allows.
  const stack: Visit[] = [{ value, depth: 0, key: '', parent: undefined }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value: current, depth } = visit;
    if (typeof current === 'string') {
      if (!isStorableText(current))
        return `${pathOf(visit) || 'text'} holds characters that cannot be stored (NUL or a lone surrogate).`;
      continue;
    }
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) return `${pathOf(visit) || 'number'} is not a finite number.`;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) return `${pathOf(visit) || 'value'} is nested deeper than ${maxDepth} levels.`;
    for (const key in current) {
      if (!Object.hasOwn(current, key)) continue;
      if (!isStorableText(key))
        return `${pathOf(visit) || 'value'} has a field name with characters that cannot be stored.`;
      stack.push({ value: (current as Record<string, unknown>)[key], depth: depth + 1, key, parent: visit });
    }
  }
  return undefined;
}

/** The size of a value as JSON in UTF-8, as it travels and is stored. */
export const jsonBytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value) ?? '').length;

/** Why an event's payload cannot be stored anywhere, whatever its type, or undefined when it can. */
export function payloadProblem(payload: unknown): string | undefined {
  const unstorable = unstorableReason(payload);
  if (unstorable) return unstorable;
  // A UTF-16 unit takes at most 3 bytes in UTF-8: JSON that short is within the limit uncounted.
  if ((JSON.stringify(payload) ?? '').length * 3 <= MAX_EVENT_BYTES) return undefined;
  const bytes = jsonBytes(payload);
  return bytes > MAX_EVENT_BYTES
    ? `The event is ${bytes} bytes, more than the ${MAX_EVENT_BYTES} an event may hold.`
    : undefined;
}

/** Where in a value the first text (a string or a field name) is that cannot be stored, as a dotted path; undefined when there is none. */
export function findUnstorableText(value: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (!isStorableText(key)) return at;
        stack.push({ value: inner, path: at });
      }
    }
  }
  return undefined;
}
