import { produce } from 'immer';
import { defineProjection } from '../../core/projection';
import type { EventEnvelope, EventOf } from '../../core/events';
import type { MealMoment } from './mealMoments';
import type { MealPlanned, Nutrients, PlannedMealRemoved, QuickAddLogged } from './events';

export interface DiaryItem {
  readonly id: string;
  readonly kind: 'quickAdd' | 'recipe';
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
}

export interface DiaryState {
  readonly days: Readonly<Record<string, DiaryDay>>;
}

export const diaryProjection = defineProjection<DiaryState>({
  name: 'diary',
  version: 2,
  initialState: { days: {} },
  evolve: (state, event) => {
    switch (event.type) {
      case 'QuickAddLogged':
        return onQuickAddLogged(state, event as EventOf<typeof QuickAddLogged>);
      case 'MealPlanned':
        return onMealPlanned(state, event as EventOf<typeof MealPlanned>);
      case 'PlannedMealRemoved':
        return onPlannedMealRemoved(state, event as EventOf<typeof PlannedMealRemoved>);
      default:
        return state;
    }
  },
});

function onQuickAddLogged(state: DiaryState, event: EventOf<typeof QuickAddLogged>): DiaryState {
  const { itemId, date, mealMoment, nutrients } = event.payload;
  return produce(state, (draft) => {
    const day = (draft.days[date] ??= { date, items: [] });
    if (day.items.some((item) => item.id === itemId)) return;
    day.items.push({ id: itemId, kind: 'quickAdd', mealMoment, nutrients, status: 'PLANNED', loggedAt: (event as EventEnvelope).at });
  });
}

function onMealPlanned(state: DiaryState, event: EventOf<typeof MealPlanned>): DiaryState {
  const { itemId, date, mealMoment, recipe, nutrients } = event.payload;
  return produce(state, (draft) => {
    const day = (draft.days[date] ??= { date, items: [] });
    if (day.items.some((item) => item.id === itemId)) return;
    day.items.push({ id: itemId, kind: 'recipe', recipe, mealMoment, nutrients, status: 'PLANNED', loggedAt: (event as EventEnvelope).at });
  });
}

function onPlannedMealRemoved(state: DiaryState, event: EventOf<typeof PlannedMealRemoved>): DiaryState {
  const { itemId } = event.payload;
  return produce(state, (draft) => {
    for (const day of Object.values(draft.days)) {
      const index = day.items.findIndex((item) => item.id === itemId);
      if (index >= 0) day.items.splice(index, 1);
    }
  });
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

export const itemsOfMoment = (day: DiaryDay | undefined, moment: MealMoment): readonly DiaryItem[] =>
  day ? day.items.filter((item) => item.mealMoment === moment) : [];
