import type { MealType } from '../../../core/catalogue/vocabulary';

/**
 * The simple search's filters (3-daily-use.txt sections 2, 4 and 9): favourites, meal times, a
 * prep-time limit and custom tags, applied from the filter sheet and taken back by the chips.
 * Pure, so the query, the chips and Clear are tested apart from the screen.
 */
export const SIMPLE_TIMES = [5, 10, 20, 30, 60] as const;
export type SimpleTime = (typeof SIMPLE_TIMES)[number];
/** The text applies from this many characters (the server reads it from there too). */
export const MIN_SEARCH_LENGTH = 3;

export interface SimpleFilters {
  readonly favourites: boolean;
  readonly mealTypes: readonly MealType[];
  /** At most so many minutes (prep plus cook); null is any time. */
  readonly time: SimpleTime | null;
  readonly tags: readonly string[];
}

/** What the screen was opened with: a category's tags, 'See all' saved recipes, a diary slot's meal type. */
export interface SimpleStart {
  readonly tags?: readonly string[] | undefined;
  readonly favourites?: boolean | undefined;
  readonly mealType?: MealType | undefined;
}

export const startFilters = (start: SimpleStart): SimpleFilters => ({
  favourites: start.favourites ?? false,
  mealTypes: start.mealType ? [start.mealType] : [],
  time: null,
  tags: start.tags ?? [],
});

/** Clear (section 4): meal types empty, the tags the screen opened with, any time, favourites off. */
export const clearedFilters = (start: SimpleStart): SimpleFilters => ({
  favourites: false,
  mealTypes: [],
  time: null,
  tags: start.tags ?? [],
});

/** The text the search sends: the trimmed text from 3 characters, else none. */
export const searchTextOf = (raw: string): string => {
  const text = raw.trim();
  return text.length >= MIN_SEARCH_LENGTH ? text : '';
};

/** The suggestions' query (GET simple-recipes/suggestions/) for the applied filters and the settled text. */
export function suggestionsQuery(f: SimpleFilters, text: string) {
  return {
    ...(text ? { search: text } : {}),
    ...(f.mealTypes.length > 0 ? { mealTypes: [...f.mealTypes].sort().join(',') } : {}),
    ...(f.tags.length > 0 ? { customTags: [...f.tags].sort().join(',') } : {}),
    ...(f.time !== null ? { totalTimeLte: f.time } : {}),
    ...(f.favourites ? { isFavorite: 'true' as const } : {}),
  };
}

export type FilterChip =
  | { readonly kind: 'favourites' }
  | { readonly kind: 'mealType'; readonly mealType: MealType }
  | { readonly kind: 'time'; readonly minutes: SimpleTime }
  | { readonly kind: 'tag'; readonly tag: string };

/**
 * A chip for each active filter. The tags the screen opened with (a category) are its subject,
 * named by its title, so they get no chip; Clear keeps them too.
 */
export function chipsOf(f: SimpleFilters, start: SimpleStart): FilterChip[] {
  const initial = new Set(start.tags ?? []);
  return [
    ...(f.favourites ? [{ kind: 'favourites' as const }] : []),
    ...f.mealTypes.map((mealType) => ({ kind: 'mealType' as const, mealType })),
    ...(f.time !== null ? [{ kind: 'time' as const, minutes: f.time }] : []),
    ...f.tags.filter((tag) => !initial.has(tag)).map((tag) => ({ kind: 'tag' as const, tag })),
  ];
}

/** The filters without the one a chip stands for (its close icon). */
export function withoutChip(f: SimpleFilters, chip: FilterChip): SimpleFilters {
  switch (chip.kind) {
    case 'favourites':
      return { ...f, favourites: false };
    case 'mealType':
      return { ...f, mealTypes: f.mealTypes.filter((m) => m !== chip.mealType) };
    case 'time':
      return { ...f, time: null };
    case 'tag':
      return { ...f, tags: f.tags.filter((t) => t !== chip.tag) };
  }
}

/** Adds or removes one item of a list (the sheet's checkboxes). */
export const toggled = <T>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
