import { useKeepPlannedRecipes } from '../../../features/recipes/detail/useKeepPlannedRecipes';
import { simpleRecipeCache } from '../detail/simpleRecipeCache';

/**
 * Shows nothing: while the diary is open and the device online, it fetches ahead the simple
 * recipes planned from today through the next six days, so their details open offline. It sits in
 * the diary's day actions, the diary's one place for a plugin's part of the day.
 */
export function KeepPlannedSimpleRecipes() {
  useKeepPlannedRecipes(simpleRecipeCache);
  return null;
}
