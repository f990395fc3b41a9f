/**
 * The feature flags that apply to someone, by name. Which flags exist is not the kernel's business:
 * the plugins declare them (src/plugins), and the app shell and the server pass that list in.
 */
export type FlagSet = Readonly<Record<string, boolean>>;

/**
 * Organisation flags and the user's own flags combine: a flag is on when either turns it on.
 * Names outside `known` are ignored, so a server ahead of the app cannot switch on code that is not there.
 */
export function evaluateFlags(
  known: readonly string[],
  organisationFlags: Iterable<string>,
  userFlags: Iterable<string> = [],
): FlagSet {
  const on = new Set([...organisationFlags, ...userFlags]);
  return Object.fromEntries(known.map((name) => [name, on.has(name)]));
}
