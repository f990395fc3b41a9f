import type { ComponentType } from 'react';
import { foldSlot, listSlot } from '../../core/plugins';
import type { MealMoment } from './mealMoments';
import type { DiaryItem } from './projection';

/** The diary's extension points: what plugins may add to a day and to a meal slot. */
export const diaryDayActions = listSlot<ComponentType<{ date: string }>>('diary.dayActions');
export const diarySlotActions = listSlot<ComponentType<{ date: string; moment: MealMoment }>>('diary.slotActions');

/** What a row of the diary tells what plugins add to it: the item, its name as shown, and whether it may change. */
export interface DiaryItemProps {
  readonly date: string;
  readonly item: DiaryItem;
  readonly name: string;
  /** The diary's items can be changed here (not for a read-only diary: diaryViewOptions.itemsEditable). */
  readonly editable: boolean;
}

/** Controls under an item's name (the simple recipes' servings); each decides for which items it shows. */
export const diaryItemControls = listSlot<ComponentType<DiaryItemProps>>('diary.itemControls');

/** Where a planned meal's name leads: a route path with its params and search. */
export interface DiaryItemLink {
  readonly to: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly search?: Readonly<Record<string, unknown>>;
}

/**
 * The page an item's name opens, or none (a plain name). The diary links the recipes it knows
 * (the catalogue's and own recipes); a plugin that brings a kind of meal gives it its page.
 */
export const diaryItemLink = foldSlot<DiaryItemLink | undefined, { readonly date: string; readonly item: DiaryItem }>(
  'diary.itemLink',
);
