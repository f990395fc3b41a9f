import { foldSlot } from '../../core/plugins';

/**
 * What kind of list the dialog makes: REGULAR adds foods up; the simple-recipes plugin makes its
 * organisations' lists SIMPLE (the recipes' lines as written, 3-daily-use.txt).
 */
export const groceryListKind = foldSlot<'REGULAR' | 'SIMPLE', undefined>('groceries.listKind');
