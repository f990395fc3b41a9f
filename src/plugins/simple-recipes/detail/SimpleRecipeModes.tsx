import { useNavigate } from '@tanstack/react-router';
import { format, parseISO } from 'date-fns';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SimpleRecipe } from '../../../core/api/recipes';
import { deviceCache } from '../../../core/deviceCache';
import { planRecipe } from '../../../features/diary/commands';
import type { MealMoment } from '../../../features/diary/mealMoments';
import type { DiaryItem } from '../../../features/diary/projection';
import { BASE_DIARY_VIEW, diaryViewOptions } from '../../../features/diary/viewOptions';
import { useDateLocale } from '../../../ui/dates';
import { useSessionFold } from '../../../ui/PluginSlot';
import { useDispatch, useServices } from '../../../ui/services';
import { ServingsControl } from './ServingsControl';
import { MAX_SERVINGS, MIN_SERVINGS } from './servingsSaver';
import { perServingOf, SimpleMacros, type PerServing } from './SimpleMacros';
import { simpleRecipeCache } from './simpleRecipeCache';
import { SimpleRecipeLayout } from './SimpleRecipeLayout';
import { useServingsSaver } from './useServingsSaver';

interface ModeProps {
  readonly recipe: SimpleRecipe;
  readonly close: ReactNode;
}

/** The recipe's own servings, as a meal can hold them. */
const ownServings = (recipe: SimpleRecipe) => Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, recipe.servings));

/** View-only: the recipe's own servings, read-only; nothing to choose. */
export function ViewOnly({ recipe, close }: ModeProps) {
  const servings = ownServings(recipe);
  return (
    <SimpleRecipeLayout recipe={recipe} servings={servings} close={close} context={null}>
      <ServingsControl servings={servings} />
      <Macros perServing={perServingOf(recipe)} servings={servings} />
    </SimpleRecipeLayout>
  );
}

/**
 * A planned meal: its servings change with a second's wait and are locked while they are saved;
 * per serving as planned, so a recipe changed in the catalogue since does not change the meal.
 */
export function PlannedView({ recipe, item, date, close }: ModeProps & { item: DiaryItem; date: string }) {
  const { t } = useTranslation('simpleRecipes');
  const view = useSessionFold(diaryViewOptions, BASE_DIARY_VIEW, undefined);
  const stored = item.recipe?.portionsMultiplier ?? 1;
  const { state, change } = useServingsSaver(item.id, stored);
  const momentName = useMomentName(item.mealMoment);
  const dayName = useDayName(date);
  const n = item.nutrients;
  const perServing: PerServing = {
    kcal: n.kcal / stored,
    protein: (n.protein ?? 0) / stored,
    carbohydrates: (n.carbohydrates ?? 0) / stored,
    fat: (n.fat ?? 0) / stored,
    fiber: recipe.fiber_grams,
  };
  return (
    <SimpleRecipeLayout
      recipe={recipe}
      servings={state.servings}
      close={close}
      context={t('detail.plannedFor', { moment: momentName, date: dayName })}
    >
      <ServingsControl
        servings={state.servings}
        onChange={view.itemsEditable ? change : undefined}
        disabled={state.locked}
        status={state.status}
      />
      <Macros perServing={perServing} servings={state.servings} />
    </SimpleRecipeLayout>
  );
}

/**
 * Choosing for a slot: the recipe's own servings (read-only while choosing, 3-daily-use.txt
 * section 4), planned in place of the meal being replaced, then back to the day.
 */
export function ChoosingView({
  recipe,
  moment,
  date: asked,
  replace,
  close,
}: ModeProps & { moment: MealMoment; date: string | undefined; replace: string | undefined }) {
  const { t, i18n } = useTranslation('simpleRecipes');
  const { api, alerts } = useServices();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [today] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  const date = asked ?? today;
  const servings = ownServings(recipe);
  const momentName = useMomentName(moment);
  const dayName = useDayName(date);

  const choose = async () => {
    setBusy(true);
    try {
      const result = await dispatch(
        planRecipe.create({
          date,
          mealMoment: moment,
          recipe: {
            kind: 'SIMPLE',
            id: recipe.id,
            name: await simpleRecipeCache.bothNames(api, deviceCache(), recipe, i18n.language),
            portions: servings,
          },
          perPortion: perServingOf(recipe),
          portions: servings,
          ...(replace ? { replaces: replace } : {}),
        }),
      );
      if (!result.ok) {
        setBusy(false);
        return alerts.raise({ key: result.error.messageKey });
      }
      void navigate({ to: '/diary', search: { date } });
    } catch {
      setBusy(false);
      alerts.raise({ text: t('detail.chooseFailed') });
    }
  };

  return (
    <SimpleRecipeLayout
      recipe={recipe}
      servings={servings}
      close={close}
      context={t(replace ? 'detail.replacingFor' : 'detail.choosingFor', { moment: momentName, date: dayName })}
    >
      <ServingsControl servings={servings} />
      <Macros perServing={perServingOf(recipe)} servings={servings} />
      <button
        type="button"
        className="button button-primary recipe-plan"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void choose()}
      >
        {t('detail.choose')}
      </button>
    </SimpleRecipeLayout>
  );
}

/** The macro summary, macros hidden where the diary hides them (a plugin's diaryViewOptions). */
function Macros({ perServing, servings }: { perServing: PerServing; servings: number }) {
  const view = useSessionFold(diaryViewOptions, BASE_DIARY_VIEW, undefined);
  return <SimpleMacros perServing={perServing} servings={servings} showMacros={view.showMacros} />;
}

function useMomentName(moment: MealMoment): string {
  const { t } = useTranslation('diary');
  return t(`mealMoments.${moment}`);
}

function useDayName(date: string): string {
  const locale = useDateLocale();
  return format(parseISO(date), 'EEEE d MMMM', { locale });
}
