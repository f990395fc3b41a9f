import type { MealType, RecipeTag } from '../../core/catalogue/vocabulary';

/** The inspiration's prep-time buckets (3-daily-use.txt section 2), in minutes, both ends included. */
export const INSPIRATION_TIME_BUCKETS = {
  ANY: null,
  '1-5': [1, 5],
  '6-10': [6, 10],
  '11-20': [11, 20],
  '21-30': [21, 30],
  '31-60': [31, 60],
} as const satisfies Record<string, readonly [number, number] | null>;
export type InspirationTime = keyof typeof INSPIRATION_TIME_BUCKETS;
export const INSPIRATION_TIMES = Object.keys(INSPIRATION_TIME_BUCKETS) as InspirationTime[];

/** What the inspiration's filters sheet applies. */
export interface InspirationFilters {
  readonly mealTypes: readonly MealType[];
  readonly time: InspirationTime;
  readonly favourites: boolean;
}
export const NO_INSPIRATION_FILTERS: InspirationFilters = { mealTypes: [], time: 'ANY', favourites: false };

/** How many filters are on: the filters button says it. */
export const activeFilterCount = (f: InspirationFilters) =>
  f.mealTypes.length + (f.time === 'ANY' ? 0 : 1) + (f.favourites ? 1 : 0);

/** The inspiration's query for a search text and the applied filters. */
export function inspirationQuery(text: string, f: InspirationFilters) {
  const bucket = INSPIRATION_TIME_BUCKETS[f.time];
  return {
    ...(text ? { ingredientSearch: text } : {}),
    ...(f.favourites ? { favourite: 'true' as const } : {}),
    ...(f.mealTypes.length > 0 ? { mealTypes: f.mealTypes.join(',') } : {}),
    ...(bucket ? { preparationTimeMinGte: bucket[0], preparationTimeMinLte: bucket[1] } : {}),
  };
}

/** The slot search's prep-time choices (3-daily-use.txt section 4): at most so many minutes, or 30 and more. */
export const SEARCH_TIMES = ['ALL', 'LTE_5', 'LTE_10', 'LTE_15', 'LTE_20', 'LTE_30', 'GTE_30'] as const;
export type SearchTime = (typeof SEARCH_TIMES)[number];

/** The slot search's filters: the fields, the toggle and the chips. */
export interface SlotSearchFilters {
  readonly text: string;
  readonly favourites: boolean;
  readonly mealType: MealType | 'ALL';
  readonly time: SearchTime;
  readonly tags: readonly RecipeTag[];
  /** The person's own published recipes only: exclusive of the favourites and the tags. */
  readonly own: boolean;
}

export type SlotSearchAction =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'favourites' }
  | { readonly type: 'mealType'; readonly mealType: MealType | 'ALL' }
  | { readonly type: 'time'; readonly time: SearchTime }
  | { readonly type: 'tag'; readonly tag: RecipeTag }
  | { readonly type: 'own' }
  | { readonly type: 'popular' };

export const slotSearchStart = (mealType: MealType): SlotSearchFilters => ({
  text: '',
  favourites: false,
  mealType,
  time: 'ALL',
  tags: [],
  own: false,
});

/**
 * The chip rules: 'own recipes' is a source of its own, so choosing it lets go of the favourites and
 * the tags, and choosing either of those lets go of it; 'popular' lets go of the tags (and of own
 * recipes: it is the catalogue's default view).
 */
export function slotSearchReducer(state: SlotSearchFilters, action: SlotSearchAction): SlotSearchFilters {
  switch (action.type) {
    case 'text':
      return { ...state, text: action.text };
    case 'favourites':
      return { ...state, favourites: !state.favourites, own: false };
    case 'mealType':
      return { ...state, mealType: action.mealType };
    case 'time':
      return { ...state, time: action.time };
    case 'tag': {
      const on = state.tags.includes(action.tag);
      return {
        ...state,
        own: false,
        tags: on ? state.tags.filter((t) => t !== action.tag) : [...state.tags, action.tag],
      };
    }
    case 'own':
      return state.own ? { ...state, own: false } : { ...state, own: true, favourites: false, tags: [] };
    case 'popular':
      return { ...state, tags: [], own: false };
  }
}

/** 'Popular' is lit when neither a tag nor own recipes narrow the catalogue. */
export const isPopular = (f: SlotSearchFilters) => f.tags.length === 0 && !f.own;

/** The unfiltered default view: its page 2 is fetched ahead while page 1 shows. */
export const isDefaultView = (f: SlotSearchFilters, slotType: MealType) =>
  !f.text && !f.favourites && !f.own && f.tags.length === 0 && f.time === 'ALL' && f.mealType === slotType;

/** The catalogue query (generateMeals) for the filters; the search text is the settled one. */
export function slotSearchQuery(f: SlotSearchFilters, text: string) {
  const limit = f.time === 'ALL' || f.time === 'GTE_30' ? null : Number(f.time.slice(4));
  return {
    page_size: 20,
    meal_types: f.mealType,
    ...(text ? { ingredient_search: text } : {}),
    ...(f.favourites ? { favourite: 'true' as const } : {}),
    ...(f.tags.length > 0 ? { tags: f.tags.join(',') } : {}),
    ...(limit !== null ? { preparation_time_min_lte: limit } : {}),
    ...(f.time === 'GTE_30' ? { preparation_time_min_gte: 30 } : {}),
    ...(f.own ? { source_provider: 'USER_GENERATED' as const } : {}),
  };
}
