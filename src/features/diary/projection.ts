import { Immer, type Draft as DraftOf } from 'immer';
import { defineProjection } from '../../core/projection';
import type { EventEnvelope, EventOf } from '../../core/events';
import type { MealMoment } from './mealMoments';
import { DIARY_EVENT_TYPES } from './events';
import { diarySnapshotSplit } from './snapshotSplit';
import type {
  DayNoteSet,
  DayStarted,
  DiaryItemMarked,
  FoodAmountChanged,
  FoodLogged,
  LoggedFood,
  MealPlanned,
  MealPortionsChanged,
  Nutrients,
  PlannedMealRemoved,
  QuickAddLogged,
} from './events';

export interface DiaryItem {
  readonly id: string;
  readonly kind: 'quickAdd' | 'recipe' | 'food';
  /** For a food: which, and how many of which of its servings (the servings are in `foods`). */
  readonly food?: {
    readonly id: string;
    readonly name: string;
    readonly brand: string | null;
    readonly servingId: string;
    readonly amount: number;
  };
  /** For a recipe: which, its name in both languages, and how many portions. */
  readonly recipe?: EventOf<typeof MealPlanned>['payload']['recipe'];
  readonly mealMoment: MealMoment;
  readonly nutrients: Nutrients;
  readonly status: 'PLANNED' | 'EATEN';
  readonly loggedAt: string;
}

export interface DiaryDay {
  readonly date: string;
  readonly items: readonly DiaryItem[];
  readonly note?: string;
  /** Something was planned on it or the person chose to start it empty; the empty-day choices then go. */
  readonly started?: boolean;
}

export interface DiaryState {
  readonly days: Readonly<Record<string, DiaryDay>>;
  /** Each logged food once, with its servings: a food logged a thousand times is kept once. */
  readonly foods: Readonly<Record<string, LoggedFood>>;
  /** The day of each item, so a mark or a delete touches one day, not every day of the history. */
  readonly itemDays: Readonly<Record<string, string>>;
}

type Draft = DraftOf<DiaryState>;

/**
 * Without auto-freeze: immer would deep-freeze every state it makes, and a diary read from a
 * snapshot is unfrozen, so the first mark after opening froze years of days (300 ms). The fold is
 * the only writer of the state, and what it leaves alone it shares.
 */
const { produce } = new Immer({ autoFreeze: false });

/** One event into the draft of the diary; `evolveAll` folds a whole page of them in one copy. */
function apply(draft: Draft, event: EventEnvelope): void {
  const at = event.at;
  const add = (date: string, item: Omit<DiaryItem, 'status' | 'loggedAt'>) => {
    const day = (draft.days[date] ??= { date, items: [] });
    if (draft.itemDays[item.id]) return;
    day.started = true;
    draft.itemDays[item.id] = date;
    day.items.push({ ...item, status: 'PLANNED', loggedAt: at } as DiaryItem);
  };
  // A mark, an amount or a delete of an item that another device deleted meanwhile changes nothing:
  // the delete wins whatever the order, so every device folds the same day (docs/events.md).
  const itemOf = (itemId: string) => {
    const date = draft.itemDays[itemId];
    return date ? draft.days[date]!.items.find((i) => i.id === itemId) : undefined;
  };
  switch (event.type) {
    case 'QuickAddLogged': {
      const { itemId, date, mealMoment, nutrients } = (event as EventOf<typeof QuickAddLogged>).payload;
      return add(date, { id: itemId, kind: 'quickAdd', mealMoment, nutrients });
    }
    case 'MealPlanned': {
      const { itemId, date, mealMoment, recipe, nutrients } = (event as EventOf<typeof MealPlanned>).payload;
      return add(date, { id: itemId, kind: 'recipe', recipe, mealMoment, nutrients });
    }
    case 'FoodLogged': {
      const { itemId, date, mealMoment, food, servingId, amount, nutrients } = (event as EventOf<typeof FoodLogged>)
        .payload;
      draft.foods[food.id] = food;
      return add(date, {
        id: itemId,
        kind: 'food',
        food: { id: food.id, name: food.name, brand: food.brand, servingId, amount },
        mealMoment,
        nutrients,
      });
    }
    case 'FoodAmountChanged': {
      const { itemId, servingId, amount, nutrients } = (event as EventOf<typeof FoodAmountChanged>).payload;
      const item = itemOf(itemId);
      if (item?.food) Object.assign(item, { nutrients, food: { ...item.food, servingId, amount } });
      return;
    }
    case 'MealPortionsChanged': {
      const { itemId, portionsMultiplier, nutrients } = (event as EventOf<typeof MealPortionsChanged>).payload;
      const item = itemOf(itemId);
      if (item?.recipe) Object.assign(item, { nutrients, recipe: { ...item.recipe, portionsMultiplier } });
      return;
    }
    case 'DiaryItemMarked': {
      const { itemId, status } = (event as EventOf<typeof DiaryItemMarked>).payload;
      const item = itemOf(itemId);
      if (item) item.status = status;
      return;
    }
    case 'PlannedMealRemoved': {
      const { itemId } = (event as EventOf<typeof PlannedMealRemoved>).payload;
      const date = draft.itemDays[itemId];
      if (!date) return;
      const day = draft.days[date]!;
      day.items.splice(
        day.items.findIndex((item) => item.id === itemId),
        1,
      );
      delete draft.itemDays[itemId];
      return;
    }
    case 'DayStarted': {
      const { date } = (event as EventOf<typeof DayStarted>).payload;
      (draft.days[date] ??= { date, items: [] }).started = true;
      return;
    }
    case 'DayNoteSet': {
      const { date, note } = (event as EventOf<typeof DayNoteSet>).payload;
      (draft.days[date] ??= { date, items: [] }).note = note;
      return;
    }
  }
}

const DIARY_TYPES = new Set(DIARY_EVENT_TYPES);

const evolveAll = (state: DiaryState, events: readonly EventEnvelope[]): DiaryState => {
  const relevant = events.filter((e) => DIARY_TYPES.has(e.type));
  return relevant.length === 0 ? state : produce(state, (draft) => void relevant.forEach((e) => apply(draft, e)));
};

export const diaryProjection = defineProjection<DiaryState>({
  name: 'diary',
  version: 7,
  initialState: { days: {}, foods: {}, itemDays: {} },
  evolve: (state, event) => evolveAll(state, [event]),
  evolveAll,
  snapshotSplit: diarySnapshotSplit,
});

/** The food of a food item, with its servings. */
export const foodOf = (state: DiaryState, item: DiaryItem): LoggedFood | undefined =>
  item.food ? state.foods[item.food.id] : undefined;

/** The item with this id on any day, if the diary still has it. */
export function findItem(state: DiaryState, itemId: string): DiaryItem | undefined {
  const date = state.itemDays[itemId];
  return date ? state.days[date]?.items.find((i) => i.id === itemId) : undefined;
}

export interface Totals {
  readonly kcal: number;
  readonly protein: number;
  readonly fat: number;
  readonly carbohydrates: number;
}

export const ZERO_TOTALS: Totals = { kcal: 0, protein: 0, fat: 0, carbohydrates: 0 };

export function totalsOf(items: readonly DiaryItem[]): Totals {
  return items.reduce(
    (sum, { nutrients: n }) => ({
      kcal: sum.kcal + n.kcal,
      protein: sum.protein + (n.protein ?? 0),
      fat: sum.fat + (n.fat ?? 0),
      carbohydrates: sum.carbohydrates + (n.carbohydrates ?? 0),
    }),
    ZERO_TOTALS,
  );
}

/** A slot's items: recipe items first, then by id (3-daily-use.txt section 4). */
export const itemsOfMoment = (day: DiaryDay | undefined, moment: MealMoment): readonly DiaryItem[] =>
  day
    ? day.items
        .filter((item) => item.mealMoment === moment)
        .sort(
          (a, b) =>
            Number(b.kind === 'recipe') - Number(a.kind === 'recipe') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
        )
    : [];

/** The empty-day choices show on a day nothing was ever planned on. */
export const isEmptyDay = (day: DiaryDay | undefined): boolean => !day || (!day.started && day.items.length === 0);

/** How far back 'copy from a recent day' looks (3-daily-use.txt section 9). */
export const COPY_LOOK_BACK_DAYS = 13;

/** The most recent day with items in the 13 days before `date` that used the same day plan, to copy an empty day from. */
export function recentDayToCopy(
  state: DiaryState,
  date: string,
  samePlan: (day: string) => boolean = () => true,
): string | null {
  const from = new Date(`${date}T12:00:00Z`);
  for (let back = 1; back <= COPY_LOOK_BACK_DAYS; back++) {
    const day = new Date(from.getTime() - back * 86_400_000).toISOString().slice(0, 10);
    if ((state.days[day]?.items.length ?? 0) > 0 && samePlan(day)) return day;
  }
  return null;
}
