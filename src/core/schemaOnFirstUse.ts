import type { z } from 'zod';

/** A definition as a slice declares it: its schema is a function, called once, on first use. */
export type DeclaredWithSchema<D extends { readonly schema: z.ZodType }> = Omit<D, 'schema'> & {
  readonly schema: () => D['schema'];
};

/**
 * The definition with its schema built when first read, then kept. Building every slice's zod
 * schemas when their modules load cost the app's start some 20 ms before the diary could draw
 * (docs/decisions.md), though none is needed until a command or an event is checked.
 */
export function schemaOnFirstUse<D extends { readonly schema: z.ZodType }>(declared: DeclaredWithSchema<D>): D {
  let schema: D['schema'] | undefined;
  const definition = { ...declared } as Record<string, unknown>;
  Object.defineProperty(definition, 'schema', { enumerable: true, get: () => (schema ??= declared.schema()) });
  return definition as D;
}
