import type { ScreenProps } from '../../../ui/route';
import { useSessionFold } from '../../../ui/PluginSlot';
import { diaryRecipeSource, fullRecipes } from '../../diary/recipeSource';
import { RecipeSearchScreen } from '../../diary/screens/RecipeSearchScreen';
import type { RecipeSearch } from '../../diary/search';
import { SlotSearchScreen } from './SlotSearchScreen';

/**
 * 'Add recipe' for a diary slot: the catalogue's recipe search, or, where a plugin swaps in another
 * source (the simple recipes of SIMPLE organisations, until their own search), that source's list.
 */
export function RecipeSearchRoute({ search }: ScreenProps<RecipeSearch>) {
  const source = useSessionFold(diaryRecipeSource, fullRecipes, undefined);
  return source.kind === 'RECIPE' ? (
    <SlotSearchScreen date={search.date} moment={search.moment} replace={search.replace} />
  ) : (
    <RecipeSearchScreen date={search.date} moment={search.moment} replaces={search.replace} />
  );
}
