import { foldSlot } from '../../core/plugins';

/** What the diary shows and allows (3-daily-use.txt section 6); plugins change it through diaryViewOptions. */
export interface DiaryViewOptions {
  /** The macros of items and totals, and the day's targets: hidden by the hide-macros and recipe-inspiration plugins. */
  readonly showMacros: boolean;
  readonly showTargets: boolean;
  /** Items can be edited and deleted, the empty day's actions and the add button show: not for product-logging-off organisations. */
  readonly itemsEditable: boolean;
  readonly addButton: boolean;
  /** The menstrual phase of the day, for a woman on the cycle diet: the hormone plugin turns it on. */
  readonly phaseBadge: boolean;
}

/** What the diary shows when no plugin changes it. */
export const BASE_DIARY_VIEW: DiaryViewOptions = {
  showMacros: true,
  showTargets: true,
  itemsEditable: true,
  addButton: true,
  phaseBadge: false,
};

/** The extension point where plugins change what the diary shows. */
export const diaryViewOptions = foldSlot<DiaryViewOptions>('diary.viewOptions');
