import { defineProjection, type Folder } from '../../core/projection';
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
  /**
   * The days by month ('yyyy-MM', then 'yyyy-MM-dd'): a change copies the months' record and its
   * month's, not a record of every day of the history. Read them with `dayOf` and `daysOf`.
   */
  readonly months: Readonly<Record<string, DiaryMonth>>;
  /** Each logged food once, with its servings: a food logged a thousand times is kept once. */
  readonly foods: Readonly<Record<string, LoggedFood>>;
  /** The day of each item, so a mark or a delete touches one day, not every day of the history. */
  readonly itemDays: Readonly<Record<string, string>>;
}

/** A month's days by date. */
export type DiaryMonth = Readonly<Record<string, DiaryDay>>;

/** The diary's day of `date` (yyyy-MM-dd), if it has one. */
export const dayOf = (state: DiaryState, date: string): DiaryDay | undefined => state.months[monthOf(date)]?.[date];

/** Every day the diary has, in no particular order. */
export const daysOf = (state: DiaryState): DiaryDay[] =>
  Object.values(state.months).flatMap((month) => Object.values(month));

const monthOf = (date: string) => date.slice(0, 7);

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type WorkingDay = Mutable<Omit<DiaryDay, 'items'>> & { items: DiaryItem[] };

/**
 * Events folded with plain writes into copies made on first write: the months' record, the foods
 * and the item index are copied once per fold (a page, or a whole boot), a month and a day once,
 * an item each time it changes. So a state given is never changed, whatever a fold leaves alone keeps its
 * identity (the snapshot's rest and memoised rows tell changes by it), and a rebuild of 100,000
 * events costs no proxy per read (immer's drafts were two thirds of it).
 */
class DiaryFold {
  months: Record<string, Record<string, DiaryDay>>;
  foods: Record<string, LoggedFood>;
  itemDays: Record<string, string>;
  private readonly copied = { months: false, foods: false, itemDays: false };
  /** The months and days made or copied by this fold: they are its own to change. */
  private readonly ownMonths = new Set<string>();
  private readonly own = new Set<string>();

  constructor(readonly from: DiaryState) {
    this.months = from.months as Record<string, Record<string, DiaryDay>>;
    this.foods = from.foods as Record<string, LoggedFood>;
    this.itemDays = from.itemDays as Record<string, string>;
  }

  state(): DiaryState {
    const { months, foods, itemDays } = this;
    const { from } = this;
    return months === from.months && foods === from.foods && itemDays === from.itemDays
      ? from
      : { months, foods, itemDays };
  }

  get(date: string): DiaryDay | undefined {
    return this.months[monthOf(date)]?.[date];
  }

  /** The day to change, copied (with its items list, and its month) the first time this fold changes it. */
  day(date: string): WorkingDay {
    if (this.own.has(date)) return this.get(date) as WorkingDay;
    if (!this.copied.months) {
      this.months = { ...this.months };
      this.copied.months = true;
    }
    const key = monthOf(date);
    if (!this.ownMonths.has(key)) {
      this.months[key] = { ...this.months[key] };
      this.ownMonths.add(key);
    }
    const month = this.months[key]!;
    const day = month[date];
    const copy: WorkingDay = day ? { ...day, items: [...day.items] } : { date, items: [] };
    month[date] = copy;
    this.own.add(date);
    return copy;
  }

  setFood(food: LoggedFood): void {
    if (!this.copied.foods) {
      this.foods = { ...this.foods };
      this.copied.foods = true;
    }
    this.foods[food.id] = food;
  }

  setItemDay(itemId: string, date: string | undefined): void {
    if (!this.copied.itemDays) {
      this.itemDays = { ...this.itemDays };
      this.copied.itemDays = true;
    }
    if (date === undefined) delete this.itemDays[itemId];
    else this.itemDays[itemId] = date;
  }

  /** Replaces an item, if the diary still has it, by what `change` makes of it. */
  changeItem(itemId: string, change: (item: DiaryItem) => DiaryItem | undefined): void {
    const date = this.itemDays[itemId];
    if (!date) return;
    const { items } = this.get(date)!;
    const index = items.findIndex((i) => i.id === itemId);
    if (index < 0) return;
    const changed = change(items[index]!);
    if (changed) this.day(date).items[index] = changed;
  }
}

/** One event into the fold of a page of the diary. */
function apply(fold: DiaryFold, event: EventEnvelope): void {
  const at = event.at;
  // A mark, an amount or a delete of an item that another device deleted meanwhile changes nothing:
  // the delete wins whatever the order, so every device folds the same day (docs/events.md).
  switch (event.type) {
    case 'QuickAddLogged': {
      const { itemId, date, mealMoment, nutrients } = (event as EventOf<typeof QuickAddLogged>).payload;
      return add(fold, date, { id: itemId, kind: 'quickAdd', mealMoment, nutrients, status: 'PLANNED', loggedAt: at });
    }
    case 'MealPlanned': {
      const { itemId, date, mealMoment, recipe, nutrients } = (event as EventOf<typeof MealPlanned>).payload;
      return add(fold, date, {
        id: itemId,
        kind: 'recipe',
        recipe,
        mealMoment,
        nutrients,
        status: 'PLANNED',
        loggedAt: at,
      });
    }
    case 'FoodLogged': {
      const { itemId, date, mealMoment, food, servingId, amount, nutrients } = (event as EventOf<typeof FoodLogged>)
        .payload;
      fold.setFood(food);
      return add(fold, date, {
        id: itemId,
        kind: 'food',
        food: { id: food.id, name: food.name, brand: food.brand, servingId, amount },
        mealMoment,
        nutrients,
        status: 'PLANNED',
        loggedAt: at,
      });
    }
    case 'FoodAmountChanged': {
      const { itemId, servingId, amount, nutrients } = (event as EventOf<typeof FoodAmountChanged>).payload;
      return fold.changeItem(itemId, (item) =>
        item.food ? { ...item, nutrients, food: { ...item.food, servingId, amount } } : undefined,
      );
    }
    case 'MealPortionsChanged': {
      const { itemId, portionsMultiplier, nutrients } = (event as EventOf<typeof MealPortionsChanged>).payload;
      return fold.changeItem(itemId, (item) =>
        item.recipe ? { ...item, nutrients, recipe: { ...item.recipe, portionsMultiplier } } : undefined,
      );
    }
    case 'DiaryItemMarked': {
      const { itemId, status } = (event as EventOf<typeof DiaryItemMarked>).payload;
      return fold.changeItem(itemId, (item) => (item.status === status ? undefined : { ...item, status }));
    }
    case 'PlannedMealRemoved': {
      const { itemId } = (event as EventOf<typeof PlannedMealRemoved>).payload;
      const date = fold.itemDays[itemId];
      if (!date) return;
      const day = fold.day(date);
      day.items.splice(
        day.items.findIndex((item) => item.id === itemId),
        1,
      );
      fold.setItemDay(itemId, undefined);
      return;
    }
    case 'DayStarted': {
      const { date } = (event as EventOf<typeof DayStarted>).payload;
      if (!fold.get(date)?.started) fold.day(date).started = true;
      return;
    }
    case 'DayNoteSet': {
      const { date, note } = (event as EventOf<typeof DayNoteSet>).payload;
      const day = fold.get(date);
      if (day?.note !== note || !day) fold.day(date).note = note;
      return;
    }
  }
}

/** A new item, made whole by its event (a rebuild makes 50,000: no closure or spread per item). */
function add(fold: DiaryFold, date: string, item: DiaryItem): void {
  // A re-delivered event changes nothing, beyond the day being there.
  if (fold.itemDays[item.id]) return void (fold.get(date) ?? fold.day(date));
  const day = fold.day(date);
  day.started = true;
  fold.setItemDay(item.id, date);
  day.items.push(item);
}

const DIARY_TYPES = new Set(DIARY_EVENT_TYPES);

const folder = (from: DiaryState): Folder<DiaryState> => {
  const fold = new DiaryFold(from);
  return {
    add(events) {
      for (const event of events) if (DIARY_TYPES.has(event.type)) apply(fold, event);
    },
    state: () => fold.state(),
  };
};

const evolveAll = (state: DiaryState, events: readonly EventEnvelope[]): DiaryState => {
  const fold = folder(state);
  fold.add(events);
  return fold.state();
};

export const diaryProjection = defineProjection<DiaryState>({
  name: 'diary',
  version: 8,
  initialState: { months: {}, foods: {}, itemDays: {} },
  evolve: (state, event) => evolveAll(state, [event]),
  evolveAll,
  folder,
  snapshotSplit: diarySnapshotSplit,
});

/** The food of a food item, with its servings. */
export const foodOf = (state: DiaryState, item: DiaryItem): LoggedFood | undefined =>
  item.food ? state.foods[item.food.id] : undefined;

/** The item with this id on any day, if the diary still has it. */
export function findItem(state: DiaryState, itemId: string): DiaryItem | undefined {
  const date = state.itemDays[itemId];
  return date ? dayOf(state, date)?.items.find((i) => i.id === itemId) : undefined;
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
    if ((dayOf(state, day)?.items.length ?? 0) > 0 && samePlan(day)) return day;
  }
  return null;
}
