import { MIN_DAILY_KCAL } from './goals';

/*
 * The estimate's bounds, apart from the estimator: the check-in's events and deciders (on every
 * device's first path) check them, while the estimator itself loads with the screens that show it.
 */

/** The estimate stays within these bounds: the floor of every plan, and far above any real person. */
export const MIN_EXPENDITURE_KCAL = MIN_DAILY_KCAL;
export const MAX_EXPENDITURE_KCAL = 6000;
