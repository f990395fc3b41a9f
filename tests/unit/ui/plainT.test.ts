import fc from 'fast-check';
import i18next, { type FlatNamespace } from 'i18next';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { I18N_OPTIONS } from '../../../src/app/i18n';
import { plainT } from '../../../src/ui/plainT';

const dir = new URL('../../../locales/', import.meta.url);
const languages = ['en', 'nl'] as const;
const namespaces = readdirSync(new URL('en/', dir)).map((file) => file.replace(/\.json$/, '') as FlatNamespace);
const resources = Object.fromEntries(
  languages.map((language) => [
    language,
    Object.fromEntries(
      namespaces.map((ns) => [ns, JSON.parse(readFileSync(new URL(`${language}/${ns}.json`, dir), 'utf8')) as object]),
    ),
  ]),
);
const entriesOf = (value: unknown, prefix = ''): [string, string][] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => entriesOf(v, prefix ? `${prefix}.${k}` : k))
    : [[prefix, String(value)]];
/** Every text's key, and each plural's key without its suffix as a screen asks for it (with a count). */
const keysOf = (ns: string) => {
  const keys = entriesOf(resources.en![ns]).map(([key]) => key);
  return [...new Set([...keys, ...keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))])];
};

const instance = i18next.createInstance();
await instance.init({ ...I18N_OPTIONS, resources, lng: 'en', ns: namespaces });
const placeholdersOf = (ns: string, key: string) => {
  const template: unknown = instance.getResource('en', ns, key);
  return typeof template === 'string' ? [...template.matchAll(/{{-?\s*([\w.]+)/g)].map((m) => m[1]!) : [];
};

describe('plainT: a plain text looked up once and filled in', () => {
  it('gives the same text as i18next for every key of every namespace, in both languages, with any values', () => {
    const cases = languages.flatMap((language) =>
      namespaces.flatMap((ns) => keysOf(ns).map((key) => ({ language, ns, key }))),
    );
    const value = fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true }), fc.constant('$t(common:units.gram)'));
    fc.assert(
      fc.property(
        fc.constantFrom(...cases),
        fc.dictionary(
          fc.constantFrom('name', 'amount', 'count', 'total', 'value', 'serving', 'date', 'context'),
          value,
        ),
        fc.boolean(),
        ({ language, ns, key }, extra, withOptions) => {
          const names = placeholdersOf(ns, key);
          const options = withOptions
            ? { ...Object.fromEntries(names.map((name) => [name, `«${name}»`])), ...extra }
            : undefined;
          const expected = instance.getFixedT(language, ns)(key, options as never);
          expect(plainT(instance, language, ns)(key, options as never)).toEqual(expected);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('fills in the values of a plain text and finds a key of another namespace', () => {
    const t = plainT(instance, 'nl', 'diary');
    expect(t('item.delete', { name: 'Appel' })).toBe(
      instance.getFixedT('nl', 'diary')('item.delete', { name: 'Appel' }),
    );
    expect(t('item.delete', { name: 'Appel' })).toContain('Appel');
    expect(t('common:units.gram' as never)).toBe(instance.getFixedT('nl', 'common')('units.gram'));
  });
});
