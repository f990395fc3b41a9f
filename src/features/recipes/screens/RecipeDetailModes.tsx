import { useNavigate } from '@tanstack/react-router';
import { format } from 'date-fns';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceCache } from '../../../core/deviceCache';
import { useDispatch, useServices } from '../../../ui/services';
import { changeMealPortions, planRecipe } from '../../diary/commands';
import type { MealMoment } from '../../diary/mealMoments';
import type { DiaryItem } from '../../diary/projection';
import { catalogueRecipeCache } from '../detail/recipeCache';
import type { RecipeDetail } from '../detail/recipeDetail';
import { NutritionTable, PortionsStepper } from './RecipeDetailParts';

/** How long the portions of a planned meal wait for another tap before they are saved (3-daily-use.txt section 9). */
export const PORTIONS_SAVE_MS = 1_000;

interface ModeProps {
  portions: number;
  showMacros: boolean;
  onPortions: (portions: number) => void;
}

/** View-only: the recipe's own portions; there is nothing to change or choose. */
export function ViewPortions({ recipe, showMacros }: { recipe: RecipeDetail; showMacros: boolean }) {
  return <NutritionTable perPortion={recipe.perPortion} portions={recipe.portions} showMacros={showMacros} />;
}

/**
 * A planned meal: each change of its portions is saved as an event a second after the last tap
 * (and at once when the screen closes), so the day's totals follow. Per portion as planned: a
 * recipe that changed in the catalogue since does not change the meal.
 */
export function PlannedPortions({ item, portions, showMacros, onPortions }: ModeProps & { item: DiaryItem }) {
  const { t } = useTranslation('recipes');
  const dispatch = useDispatch();
  const { alerts } = useServices();
  const planned = item.recipe?.portionsMultiplier ?? 1;
  const [status, setStatus] = useState<'saving' | 'saved' | null>(null);
  const pending = useRef<{ portions: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  const n = item.nutrients;
  const perPortion = {
    kcal: n.kcal / planned,
    protein: (n.protein ?? 0) / planned,
    carbohydrates: (n.carbohydrates ?? 0) / planned,
    fat: (n.fat ?? 0) / planned,
  };

  const save = async (next: number) => {
    pending.current = null;
    try {
      const result = await dispatch(changeMealPortions.create({ itemId: item.id, portions: next }));
      if (result.ok) return setStatus('saved');
      setStatus(null);
      alerts.raise({
        text: t(`detail.errors.${result.error.code === 'item_not_found' ? 'item_not_found' : 'failed'}`),
      });
    } catch {
      setStatus(null);
      alerts.raise({ text: t('detail.errors.failed') });
    }
  };
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  // Leaving within the second still saves the last choice.
  useEffect(
    () => () => {
      if (!pending.current) return;
      clearTimeout(pending.current.timer);
      void saveRef.current(pending.current.portions);
    },
    [],
  );

  const change = (next: number) => {
    onPortions(next);
    if (pending.current) clearTimeout(pending.current.timer);
    setStatus('saving');
    pending.current = { portions: next, timer: setTimeout(() => void saveRef.current(next), PORTIONS_SAVE_MS) };
  };

  return (
    <>
      <NutritionTable perPortion={perPortion} portions={portions} showMacros={showMacros} />
      <PortionsStepper
        portions={portions}
        onChange={change}
        status={status === 'saving' ? t('detail.saving') : status === 'saved' ? t('detail.saved') : undefined}
      />
    </>
  );
}

/**
 * Choosing for a slot: so many portions (starting at the count nearest the slot's target), then
 * plan it, in place of the meal being replaced, and back to the day.
 */
export function ChoosePortions({
  recipe,
  moment,
  date: asked,
  replace,
  portions,
  showMacros,
  onPortions,
}: ModeProps & { recipe: RecipeDetail; moment: MealMoment; date: string | undefined; replace: string | undefined }) {
  const { t, i18n } = useTranslation('recipes');
  const { api, alerts } = useServices();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [today] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  const date = asked ?? today;

  // Own recipes have one name, as their maker typed it.
  const names = async () =>
    recipe.kind === 'OWN'
      ? { en: recipe.name, nl: recipe.name }
      : catalogueRecipeCache.bothNames(api, deviceCache(), recipe, i18n.language);

  const plan = async () => {
    setBusy(true);
    try {
      const result = await dispatch(
        planRecipe.create({
          date,
          mealMoment: moment,
          recipe: { kind: recipe.kind, id: recipe.id, name: await names(), portions: recipe.portions },
          perPortion: recipe.perPortion,
          portions,
          ...(replace ? { replaces: replace } : {}),
        }),
      );
      if (!result.ok) {
        setBusy(false);
        return alerts.raise({
          text: t(result.error.code === 'item_not_found' ? 'detail.errors.item_not_found' : 'detail.planFailed'),
        });
      }
      void navigate({ to: '/diary', search: { date } });
    } catch {
      setBusy(false);
      alerts.raise({ text: t('detail.planFailed') });
    }
  };

  return (
    <>
      <NutritionTable perPortion={recipe.perPortion} portions={portions} showMacros={showMacros} />
      <PortionsStepper portions={portions} onChange={onPortions} disabled={busy} />
      <button
        type="button"
        className="button button-primary recipe-plan"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void plan()}
      >
        {t(replace ? 'detail.replace' : 'detail.plan', { moment: t(`detail.moments.${moment}`) })}
      </button>
    </>
  );
}
