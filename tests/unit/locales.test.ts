import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('../../locales/', import.meta.url);
const read = (language: string, file: string) =>
  JSON.parse(readFileSync(new URL(`${language}/${file}`, dir), 'utf8')) as Record<string, unknown>;
const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];
const emptyOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => emptyOf(v, prefix ? `${prefix}.${k}` : k))
    : typeof value === 'string' && value.trim() === ''
      ? [prefix]
      : [];

describe('locales', () => {
  const files = readdirSync(new URL('en/', dir)).filter((f) => f.endsWith('.json'));

  it('has the same namespaces in English and Dutch', () => {
    expect(
      readdirSync(new URL('nl/', dir))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(files.sort());
  });

  it.each(files)('%s: every English key has a Dutch text and the other way round, none empty', (file) => {
    const en = read('en', file);
    const nl = read('nl', file);
    expect(keysOf(nl).sort()).toEqual(keysOf(en).sort());
    expect([...emptyOf(en), ...emptyOf(nl)]).toEqual([]);
  });
});
