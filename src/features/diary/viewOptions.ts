import type { FlagSet } from '../../core/flags';

/** What the diary shows and allows under the organisation's flags (3-daily-use.txt section 6). */
export interface DiaryViewOptions {
  /** FF_DONT_SHOW_MACROS and FF_RECIPE_INSPIRATION hide the macros and the targets. */
  readonly showMacros: boolean;
  readonly showTargets: boolean;
  /** DisableProductLogging: items cannot be edited or deleted, and there is no add button. */
  readonly itemsEditable: boolean;
  readonly addButton: boolean;
  /** FF_FEMALE_HORMONES: the menstrual phase of the day, for a woman on the cycle diet. */
  readonly phaseBadge: boolean;
}

export function diaryViewOptions(flags: FlagSet): DiaryViewOptions {
  const hide = flags.FF_DONT_SHOW_MACROS || flags.FF_RECIPE_INSPIRATION;
  return {
    showMacros: !hide,
    showTargets: !hide,
    itemsEditable: !flags.DisableProductLogging,
    addButton: !flags.DisableProductLogging,
    phaseBadge: flags.FF_FEMALE_HORMONES,
  };
}
