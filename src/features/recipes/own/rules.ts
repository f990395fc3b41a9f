import { reject, accept, type Decision } from '../../../core/errors';
import { OWN_RECIPE_PORTIONS_MAX } from './events';

/** Ingredient quantities in a recipe go in steps of 0.05 (3-daily-use.txt section 9). */
export const QUANTITY_STEP = 0.05;
export const QUANTITY_MAX = 10_000;

const numberOf = (input: string | number): number | null => {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  const text = input.trim().replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
};

/**
 * An ingredient's quantity as typed (comma or dot): not a number gives the not-a-number text; 0,
 * nothing, or what rounds to 0 gives the hint to use the delete button; otherwise it is rounded to
 * the nearest 0.05 (3-daily-use.txt section 5).
 */
export function parseQuantity(input: string | number): Decision<number> {
  if (typeof input === 'string' && input.trim() === '') return reject('use_delete', 'recipes:own.errors.useDelete');
  const value = numberOf(input);
  if (value === null || value < 0) return reject('not_a_number', 'recipes:own.errors.notANumber');
  const rounded = Math.round(Math.round(value / QUANTITY_STEP) * QUANTITY_STEP * 100) / 100;
  if (rounded === 0) return reject('use_delete', 'recipes:own.errors.useDelete');
  if (rounded > QUANTITY_MAX) return reject('too_much', 'recipes:own.errors.tooMuch', { max: QUANTITY_MAX });
  return accept(rounded);
}

/** Portions: a whole number from 1 (and at most what a planned meal holds). */
export function parsePortions(input: string | number): Decision<number> {
  const value = numberOf(input);
  if (value === null || !Number.isInteger(value) || value < 1 || value > OWN_RECIPE_PORTIONS_MAX)
    return reject('bad_portions', 'recipes:own.errors.portions', { max: OWN_RECIPE_PORTIONS_MAX });
  return accept(value);
}
