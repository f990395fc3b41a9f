import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { diaryProjection, findItem } from '../../../features/diary/projection';
import { Icon } from '../../../ui/icons';
import type { ScreenProps } from '../../../ui/route';
import { useProjection } from '../../../ui/services';
import type { SimpleDetailSearch, SimpleRecipeParams } from '../search';
import { ChoosingView, PlannedView, ViewOnly } from './SimpleRecipeModes';
import { useSimpleRecipe } from './useSimpleRecipe';
import '../../../features/recipes/screens/recipeDetail.css';
import './simpleRecipeDetail.css';
import { RecipeDetailPending } from '../../../features/recipes/screens/RecipeDetailPending';

/** The screen as its route shows it: `/recipes/simple/<id>[?item=..&date=..|?moment=..&date=..&replace=..]`. */
export const SimpleRecipeDetailRoute = ({ search, params }: ScreenProps<SimpleDetailSearch, SimpleRecipeParams>) => (
  <SimpleRecipeDetailScreen id={params.recipeId} search={search} />
);

/**
 * A simple recipe's detail (3-daily-use.txt section 2) in one of its modes, by its address: a
 * planned meal (`item`: its servings change the meal), choosing for a slot (`moment`: the
 * recipe's servings, then 'choose for this meal'), or view-only (neither).
 */
export function SimpleRecipeDetailScreen({ id, search }: { id: string; search: SimpleDetailSearch }) {
  const state = useSimpleRecipe(id);
  const diary = useProjection(diaryProjection);
  const found = search.item ? findItem(diary, search.item) : undefined;
  // A meal that is gone (deleted on another device) or of another recipe leaves the recipe to read.
  const planned = found?.recipe?.kind === 'SIMPLE' && found.recipe.id === id ? found : undefined;
  const plannedDate = planned ? diary.itemDays[planned.id] : undefined;
  const fallback: Fallback = planned
    ? { to: '/diary', search: { date: plannedDate } }
    : search.moment
      ? { to: '/diary/recipe', search: { date: search.date, moment: search.moment, replace: search.replace } }
      : { to: '/recipes', search: {} };
  const close = <CloseButton fallback={fallback} />;

  if (state.status !== 'ready')
    return (
      <RecipeDetailPending
        state={state}
        ns="simpleRecipes"
        top={<div className="simple-detail-bar">{close}</div>}
        className="screen recipe-detail simple-detail"
      />
    );
  if (planned?.recipe && plannedDate)
    return <PlannedView recipe={state.recipe} item={planned} date={plannedDate} close={close} />;
  if (search.moment)
    return (
      <ChoosingView
        recipe={state.recipe}
        moment={search.moment}
        date={search.date}
        replace={search.replace}
        close={close}
      />
    );
  return <ViewOnly recipe={state.recipe} close={close} />;
}

interface Fallback {
  readonly to: string;
  readonly search: Readonly<Record<string, unknown>>;
}

/** Back to where the detail was opened from; opened by its address (a reload, a link), to the screen it belongs to. */
function CloseButton({ fallback }: { fallback: Fallback }) {
  const { t } = useTranslation('simpleRecipes');
  const canGoBack = useCanGoBack();
  const router = useRouter();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="icon-button simple-detail-close"
      aria-label={t('detail.close')}
      title={t('detail.close')}
      onClick={() => (canGoBack ? router.history.back() : void navigate(fallback))}
    >
      <Icon
        d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
        size={22}
      />
    </button>
  );
}
