import type { FlatNamespace, i18n, InterpolationOptions } from 'i18next';

/**
 * `i18n.getFixedT(language, ns)`, with i18next's own interpolator on the text found for a plain key
 * of that namespace in that language (another namespace's key, `common:…`, is not found there). i18next's `t` resolves every call through its options, its
 * fallbacks, plurals, context and nesting, about 20 µs a call on this machine, most of a diary
 * row's render; a row's texts need none of that. Anything else (a key of another namespace, a
 * plural, a missing or nesting text, an option that is not one of the text's values, such as a
 * count, a context or a default) goes to i18next's `t`, and a property test
 * checks both give the same text for every key of every language.
 */
export function plainT<Ns extends FlatNamespace>(instance: i18n, language: string, ns: Ns) {
  const full = instance.getFixedT(language, ns);
  const templates = new Map<string, string | null>();
  const templateOf = (key: string) => {
    let template = templates.get(key);
    if (template === undefined) {
      const found: unknown = instance.getResource(language, ns, key);
      template = typeof found === 'string' && !found.includes('$t(') ? found : null;
      templates.set(key, template);
    }
    return template;
  };
  const t = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const template = typeof key === 'string' && rest.length === 0 ? templateOf(key) : null;
    const values = options === undefined || (typeof options === 'object' && options !== null);
    if (template === null || !values || Object.keys(options ?? {}).some((name) => !template.includes(`{{${name}}}`)))
      return (full as unknown as (...args: unknown[]) => string)(key, options, ...rest);
    if (options === undefined) return template;
    // As i18next's own call: the options are both the values and the interpolation's options.
    return instance.services.interpolator.interpolate(
      template,
      options as object,
      language,
      options as InterpolationOptions,
    );
  };
  return t as unknown as typeof full;
}
