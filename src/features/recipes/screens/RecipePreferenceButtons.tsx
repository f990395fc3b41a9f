import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Command } from '../../../core/commands';
import { Icon } from '../../../ui/icons';
import { useDispatch, useProjection, useServices, useSession } from '../../../ui/services';
import { setRecipeDisliked, setRecipeFavourite } from '../commands';
import { isDisliked, isFavourite, recipePreferencesProjection } from '../preferences';
import { RECIPE_LISTS_KEY } from '../queries';

const HEART =
  'M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z';
const HEART_OUTLINE =
  'M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3zm-4.4 15.55l-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05z';
const THUMB_DOWN =
  'M15 3H6c-.83 0-1.54.5-1.84 1.22l-3.02 7.05c-.09.23-.14.47-.14.73v2c0 1.1.9 2 2 2h6.31l-.95 4.57-.03.32c0 .41.17.79.44 1.06L9.83 23l6.59-6.59c.36-.36.58-.86.58-1.41V5c0-1.1-.9-2-2-2zm4 0v12h4V3h-4z';
// Sending waits no longer than this before the lists are fetched again (offline: they keep the local overlay).
const SYNC_WAIT_MS = 5_000;

export interface RecipePreferenceProps {
  readonly recipeId: string;
  readonly kind: 'RECIPE' | 'SIMPLE';
  /** The recipe's name, for the buttons' accessible names ('Favourite Pasta pesto'). */
  readonly name?: string;
}

/**
 * Records a favourite or a dislike on the device (instant, offline), then, once sync has sent it,
 * fetches the recipe lists again so the server's searches reflect it.
 */
function useRecordPreference({ refetch = true } = {}) {
  const dispatch = useDispatch();
  const { alerts } = useServices();
  const { sync } = useSession();
  const queryClient = useQueryClient();
  return async (command: Command) => {
    const result = await dispatch(command);
    if (!result.ok) return alerts.raise({ key: result.error.messageKey });
    if (!refetch) return;
    await Promise.race([sync.syncNow(), new Promise<void>((resolve) => setTimeout(resolve, SYNC_WAIT_MS))]);
    await queryClient.invalidateQueries({ queryKey: RECIPE_LISTS_KEY });
  };
}

/** The heart: on cards and in a recipe's detail. */
export function FavouriteButton({ recipeId, kind, name }: RecipePreferenceProps) {
  const { t } = useTranslation('recipes');
  const record = useRecordPreference();
  const favourite = isFavourite(useProjection(recipePreferencesProjection), kind, recipeId);
  return (
    <button
      type="button"
      className="icon-button recipe-heart"
      aria-pressed={favourite}
      aria-label={name ? t('preferences.favouriteNamed', { name }) : t('preferences.favourite')}
      title={t('preferences.favourite')}
      data-testid="recipe-favourite"
      onClick={() => void record(setRecipeFavourite.create({ recipeId, kind, favourite: !favourite }))}
    >
      <Icon d={favourite ? HEART : HEART_OUTLINE} />
    </button>
  );
}

/**
 * 'Not for me': the planner and the searches leave the recipe out. On a card it is an icon that
 * leaves the list as it is (the card turns into its undo) instead of fetching it again.
 */
export function DislikeButton({
  recipeId,
  kind,
  name,
  compact = false,
  onChange,
}: RecipePreferenceProps & { compact?: boolean; onChange?: (disliked: boolean) => void }) {
  const { t } = useTranslation('recipes');
  const record = useRecordPreference({ refetch: !compact });
  const disliked = isDisliked(useProjection(recipePreferencesProjection), kind, recipeId);
  const toggle = () => {
    onChange?.(!disliked);
    void record(setRecipeDisliked.create({ recipeId, kind, disliked: !disliked }));
  };
  return compact ? (
    <button
      type="button"
      className="icon-button recipe-heart recipe-card-dislike"
      aria-pressed={disliked}
      aria-label={name ? t('preferences.notForMeNamed', { name }) : t('preferences.notForMe')}
      title={t('preferences.notForMe')}
      onClick={toggle}
    >
      <Icon d={THUMB_DOWN} size={20} />
    </button>
  ) : (
    <button
      type="button"
      className="button button-secondary recipe-dislike"
      aria-pressed={disliked}
      {...(name ? { 'aria-label': t('preferences.notForMeNamed', { name }) } : {})}
      data-testid="recipe-dislike"
      onClick={toggle}
    >
      <Icon d={THUMB_DOWN} size={20} />
      <span>{t('preferences.notForMe')}</span>
    </button>
  );
}

/** The heart and 'not for me' side by side (a recipe's detail). */
export function RecipePreferenceButtons(props: RecipePreferenceProps) {
  return (
    <div className="recipe-preferences">
      <FavouriteButton {...props} />
      <DislikeButton {...props} />
    </div>
  );
}
