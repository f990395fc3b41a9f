import { Link } from '@tanstack/react-router';
import { format, lightFormat, parseISO } from 'date-fns';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../../ui/dates';
import { PluginSlot, useSessionFold } from '../../../ui/PluginSlot';
import type { ScreenProps } from '../../../ui/route';
import { useProjection, useSession } from '../../../ui/services';
import type { MealMoment } from '../../diary/mealMoments';
import { diaryProjection, findItem, type DiaryItem } from '../../diary/projection';
import { BASE_DIARY_VIEW, diaryViewOptions } from '../../diary/viewOptions';
import { dayPlanOf } from '../../diary/dayPlan';
import { planningProfileProjection, recipesImperial } from '../../profile/planningProfile';
import { suggestedPortions, type RecipeDetail } from '../detail/recipeDetail';
import { useRecipeDetail } from '../detail/useRecipeDetail';
import type { RecipeDetailSearch, RecipeParams } from '../search';
import { recipeDetailBoxes, type RecipeFacts } from '../slots';
import { ChoosePortions, PlannedPortions, ViewPortions } from './RecipeDetailModes';
import { DirectionList, IngredientList } from './RecipeDetailParts';
import { RecipePicture } from './RecipePicture';
import { RecipePreferenceButtons } from './RecipePreferenceButtons';
import './recipeDetail.css';
import { RecipeDetailPending } from './RecipeDetailPending';

/** The screen as its route shows it: `/recipes/<id>?kind=..[&item=..|&moment=..&date=..&replace=..]`. */
export const RecipeDetailRoute = ({ search, params }: ScreenProps<RecipeDetailSearch, RecipeParams>) => (
  <RecipeDetailScreen id={params.recipeId} search={search} />
);

/**
 * A recipe's detail in one of its modes (3-daily-use.txt section 2): a planned meal (`item`: its
 * portions change the meal), choosing for a slot (`moment`: portions, then plan), or view-only.
 */
export function RecipeDetailScreen({ id, search }: { id: string; search: RecipeDetailSearch }) {
  const { t } = useTranslation('recipes');
  const state = useRecipeDetail(search.kind, id);
  const diary = useProjection(diaryProjection);
  const found = search.item ? findItem(diary, search.item) : undefined;
  // An item that is gone (deleted on another device) or of another recipe leaves the recipe to read.
  const planned = found?.recipe?.id === id ? found : undefined;
  const plannedDate = planned ? diary.itemDays[planned.id] : undefined;
  const back = planned
    ? { to: '/diary', search: { date: plannedDate }, label: t('detail.backToDiary') }
    : search.moment
      ? {
          to: '/diary/recipe',
          search: { date: search.date, moment: search.moment, replace: search.replace },
          label: t('detail.back'),
        }
      : { to: '/recipes', search: {}, label: t('detail.backToRecipes') };

  const backLink = (
    <Link to={back.to} search={back.search} className="back-link button button-link">
      ← {back.label}
    </Link>
  );
  if (state.status !== 'ready') return <RecipeDetailPending state={state} ns="recipes" top={backLink} />;
  return (
    <RecipeView
      recipe={state.recipe}
      backLink={backLink}
      planned={planned && plannedDate ? { item: planned, date: plannedDate } : undefined}
      choosing={
        !planned && search.moment ? { moment: search.moment, date: search.date, replace: search.replace } : undefined
      }
    />
  );
}

function RecipeView({
  recipe,
  backLink,
  planned,
  choosing,
}: {
  recipe: RecipeDetail;
  backLink: ReactNode;
  planned: { item: DiaryItem; date: string } | undefined;
  choosing: { moment: MealMoment; date: string | undefined; replace: string | undefined } | undefined;
}) {
  const { t, i18n } = useTranslation('recipes');
  const locale = useDateLocale();
  const { user } = useSession();
  const view = useSessionFold(diaryViewOptions, BASE_DIARY_VIEW, undefined);
  const facts: RecipeFacts = useMemo(() => ({ id: recipe.id, tags: recipe.tags }), [recipe.id, recipe.tags]);
  const profile = useProjection(planningProfileProjection);
  const target = dayPlanOf(profile, choosing?.date ?? planned?.date ?? lightFormat(new Date(), 'yyyy-MM-dd')).slots[
    choosing?.moment ?? 'DINNER'
  ]?.kcal;
  // The portions shown: the planned meal's, the count nearest the slot's target, or the recipe's own.
  const [portions, setPortions] = useState(() =>
    planned?.item.recipe
      ? planned.item.recipe.portionsMultiplier
      : choosing
        ? suggestedPortions(target, recipe.perPortion.kcal)
        : recipe.portions,
  );
  const minutes = recipe.prepMinutes + recipe.cookMinutes;
  // The same inputs as the recipe's card, so the card and the detail show the same picture.
  const picture = useMemo(
    () => ({
      id: recipe.id,
      name: recipe.name,
      mealTypes: recipe.mealTypes,
      mainIngredient: [...recipe.ingredients].sort((a, b) => b.grams - a.grams)[0]?.name,
    }),
    [recipe],
  );
  const day = (date: string) => format(parseISO(date), 'EEEE d MMMM', { locale });
  const context = planned
    ? t('detail.plannedFor', { moment: t(`detail.moments.${planned.item.mealMoment}`), date: day(planned.date) })
    : choosing
      ? t('detail.choosingFor', {
          moment: t(`detail.moments.${choosing.moment}`),
          date: day(choosing.date ?? format(new Date(), 'yyyy-MM-dd')),
        })
      : null;

  return (
    <div className="screen recipe-detail">
      {backLink}
      <div className="recipe-top">
        <RecipePicture recipe={picture} className="recipe-detail-picture" />
        <div className="recipe-top-text">
          <header className="recipe-hero-text">
            <h1>{recipe.name}</h1>
            {context ? <p className="muted">{context}</p> : null}
            {recipe.kind === 'OWN' ? <p className="badge">{t('detail.ownRecipe')}</p> : null}
            {minutes > 0 ? (
              <p className="recipe-time">
                <span className="muted">{t('detail.time')}: </span>
                {t('detail.minutes', { count: minutes })}
                {recipe.prepMinutes > 0 && recipe.cookMinutes > 0 ? (
                  <span className="muted small">
                    {' '}
                    ({t('detail.timeSplit', { prep: recipe.prepMinutes, cook: recipe.cookMinutes })})
                  </span>
                ) : null}
              </p>
            ) : null}
            {recipe.kind === 'RECIPE' ? (
              <RecipePreferenceButtons recipeId={recipe.id} kind="RECIPE" name={recipe.name} />
            ) : null}
            {recipe.kind === 'OWN' ? (
              <Link to="/recipes/own/$recipeId" params={{ recipeId: recipe.id }} className="button button-secondary">
                {t('detail.editOwn')}
              </Link>
            ) : planned ? (
              // Own recipes start from a planned meal too: its name and portions, saved and planned in its place.
              <Link
                to="/recipes/own/new"
                search={{
                  from: planned.item.id,
                  date: planned.date,
                  moment: planned.item.mealMoment,
                  replace: planned.item.id,
                }}
                className="button button-secondary"
              >
                {t('detail.makeOwn')}
              </Link>
            ) : null}
            {recipe.tags.length > 0 ? (
              <ul className="recipe-tags" aria-label={t('detail.tagsLabel')}>
                {recipe.tags.map((tag) => (
                  <li key={tag} className="recipe-tag">
                    {t(`detail.tags.${tag}`, { defaultValue: tag })}
                  </li>
                ))}
              </ul>
            ) : null}
          </header>

          <section className="card recipe-summary" aria-label={t('detail.nutrition')}>
            {planned ? (
              <PlannedPortions
                item={planned.item}
                portions={portions}
                showMacros={view.showMacros}
                onPortions={setPortions}
              />
            ) : choosing ? (
              <ChoosePortions
                recipe={recipe}
                moment={choosing.moment}
                date={choosing.date}
                replace={choosing.replace}
                portions={portions}
                showMacros={view.showMacros}
                onPortions={setPortions}
              />
            ) : (
              <ViewPortions recipe={recipe} showMacros={view.showMacros} />
            )}
          </section>
        </div>
      </div>

      <PluginSlot slot={recipeDetailBoxes} props={{ recipe: facts }} />

      <div className="recipe-columns" lang={i18n.language}>
        <IngredientList
          recipe={recipe}
          portions={portions}
          imperial={recipesImperial(profile.units, user.uses_imperial_measurements)}
        />
        <DirectionList directions={recipe.directions} />
      </div>
    </div>
  );
}
