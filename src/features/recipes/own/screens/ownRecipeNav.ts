import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { OwnRecipeSearch } from '../search';

/**
 * Where an own recipe's screens go back to: the diary's day when opened for a slot (the search
 * that opened it sits under it), else the Recipes tab.
 */
export function useLeaveOwnRecipe(search: OwnRecipeSearch) {
  const navigate = useNavigate();
  const { date, moment } = search;
  return useCallback(
    () => void (date || moment ? navigate({ to: '/diary', search: { date } }) : navigate({ to: '/recipes' })),
    [navigate, date, moment],
  );
}

/** The slot the recipe was opened for, kept in the address from screen to screen. */
export const slotOf = ({ date, moment, replace }: OwnRecipeSearch) => ({
  ...(date ? { date } : {}),
  ...(moment ? { moment } : {}),
  ...(replace ? { replace } : {}),
});
