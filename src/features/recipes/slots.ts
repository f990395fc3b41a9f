import type { ComponentType } from 'react';
import { listSlot } from '../../core/plugins';

/** What a recipe's extension points are told about it: enough for a badge or a box to decide to show. */
export interface RecipeFacts {
  readonly id: string;
  readonly tags: readonly string[];
}

/**
 * The recipes' extension points (3-daily-use.txt section 4): badges on a recipe card, boxes in a
 * recipe's detail. The recipe screens (a later issue) render them; the hormone plugin fills both.
 */
export const recipeCardBadges = listSlot<ComponentType<{ recipe: RecipeFacts }>>('recipes.cardBadges');
export const recipeDetailBoxes = listSlot<ComponentType<{ recipe: RecipeFacts }>>('recipes.detailBoxes');
