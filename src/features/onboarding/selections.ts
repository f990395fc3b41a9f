/**
 * The multiple-choice rules of the onboarding screens (2-onboarding.txt sections 4 and 5), as
 * pure functions from the current selection and a tap to the next selection.
 */

/** An option that excludes every other ('no intolerance', 'none'): choosing it clears the rest, choosing another clears it; nothing chosen means it. */
export function toggleWithExclusive<T extends string>(selection: readonly T[], tapped: T, exclusive: T): T[] {
  if (tapped === exclusive) return [exclusive];
  const others = selection.filter((s) => s !== exclusive);
  const next = others.includes(tapped) ? others.filter((s) => s !== tapped) : [...others, tapped];
  return next.length === 0 ? [exclusive] : next;
}

/** At most `max` choices: a tap beyond that is ignored (cooking styles: a third is ignored). */
export function toggleUpTo<T extends string>(selection: readonly T[], tapped: T, max: number): T[] {
  if (selection.includes(tapped)) return selection.filter((s) => s !== tapped);
  return selection.length >= max ? [...selection] : [...selection, tapped];
}

/** A single choice that a second tap takes back (diet selection). */
export const toggleSingle = <T extends string>(current: T | null, tapped: T): T | null =>
  current === tapped ? null : tapped;
