import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * zod's resolver for a form whose schema (and zod with it) loads on the first check, not with the
 * screen: for the screens of a first visit (the login), which draw before zod arrives. The rules
 * and messages are the schema's, as with `zodResolver(schema)`.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  schema: () => Promise<ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  const loaded = async () => {
    const [{ zodResolver }, shape] = await Promise.all([import('@hookform/resolvers/zod'), schema()]);
    return zodResolver(shape);
  };
  let resolver: ReturnType<typeof loaded> | undefined;
  return async (values, context, options) => {
    resolver ??= loaded();
    return (await resolver)(values, context, options);
  };
}
