import type { ScreenProps } from '../../../ui/route';
import type { RecipeSearch } from '../../diary/search';
import { SlotSearchScreen } from './SlotSearchScreen';

/** 'Add recipe' for a diary slot: the catalogue's recipe search (the simple-recipes plugin has its own at this address). */
export const RecipeSearchRoute = ({ search }: ScreenProps<RecipeSearch>) => (
  <SlotSearchScreen date={search.date} moment={search.moment} replace={search.replace} />
);
