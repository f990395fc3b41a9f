import { useNavigate } from '@tanstack/react-router';
import { format } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DispatchResult } from '../../../../core/bus';
import type { ScreenProps } from '../../../../ui/route';
import { useDispatch, useProjection, useServices } from '../../../../ui/services';
import { planRecipe } from '../../../diary/commands';
import type { LoggedFood } from '../../../diary/events';
import { AddIngredient } from '../../../diary/screens/AddIngredient';
import { FoodPicker } from '../../../diary/screens/FoodPicker';
import {
  addOwnRecipeIngredient,
  deleteOwnRecipe,
  discardOwnRecipe,
  publishOwnRecipe,
  saveOwnRecipe,
} from '../commands';
import { liveOwnRecipe, ownRecipesProjection, type OwnRecipe } from '../projection';
import type { OwnRecipeParams, OwnRecipeSearch } from '../search';
import { ConfirmDialog } from './ConfirmDialog';
import { IngredientRow, MealTypesField, NameField, OwnTotals, PortionsField, useRecipeCommand } from './OwnRecipeParts';
import { slotOf, useLeaveOwnRecipe } from './ownRecipeNav';
import './ownRecipe.css';

type Step = { kind: 'recipe' } | { kind: 'search' } | { kind: 'amount'; food: LoggedFood };

/**
 * An own recipe's editor (3-daily-use.txt section 4): the name, then the ingredients (through the
 * food search and the add-ingredient form), portions, meal types and the totals per portion; then
 * publish, or save and plan into the slot it was opened for. Every change is an event, so all of
 * it works offline; a coach viewing a client edits the client's recipes.
 */
export function OwnRecipeEditRoute({ params, search }: ScreenProps<OwnRecipeSearch, OwnRecipeParams>) {
  const { t } = useTranslation('recipes');
  const recipe = liveOwnRecipe(useProjection(ownRecipesProjection), params.recipeId);
  const leave = useLeaveOwnRecipe(search);
  const [query, setQuery] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'recipe' });
  const run = useRecipeCommand();
  const { alerts } = useServices();

  if (!recipe)
    return (
      <div className="screen own-recipe">
        <h1>{t('own.editTitle')}</h1>
        <p className="card">{t('own.missing')}</p>
        <button type="button" className="button button-secondary" onClick={leave}>
          {t('own.toRecipes')}
        </button>
      </div>
    );

  const backToRecipe = (
    <button type="button" className="button button-link back-link" onClick={() => setStep({ kind: 'recipe' })}>
      ← {t('own.backToRecipe')}
    </button>
  );
  if (step.kind === 'search')
    return (
      <div className="screen own-recipe food-search">
        {backToRecipe}
        <h1>{t('own.chooseIngredient', { name: recipe.name })}</h1>
        <FoodPicker query={query} onQueryChange={setQuery} onChoose={(food) => setStep({ kind: 'amount', food })} />
      </div>
    );
  if (step.kind === 'amount')
    return (
      <div className="screen own-recipe food-search">
        <button type="button" className="button button-link back-link" onClick={() => setStep({ kind: 'search' })}>
          ← {t('own.backToRecipe')}
        </button>
        <h1>{t('own.chooseIngredient', { name: recipe.name })}</h1>
        <div className="card">
          <AddIngredient
            food={step.food}
            moments={null}
            moment="DINNER"
            submitLabel={t('own.addToRecipe')}
            onSubmit={async ({ food, servingId, amount }) => {
              const problem = await run(
                addOwnRecipeIngredient.create({ recipeId: recipe.id, food, servingId, quantity: amount }),
              );
              if (problem) return alerts.raise({ text: problem });
              alerts.notify({ text: t('own.ingredientAdded', { name: step.food.name }) });
              setQuery('');
              setStep({ kind: 'recipe' });
            }}
          />
        </div>
      </div>
    );
  return <RecipeForm recipe={recipe} search={search} onAddIngredient={() => setStep({ kind: 'search' })} />;
}

function RecipeForm({
  recipe,
  search,
  onAddIngredient,
}: {
  recipe: OwnRecipe;
  search: OwnRecipeSearch;
  onAddIngredient: () => void;
}) {
  const { t } = useTranslation('recipes');
  const { t: td } = useTranslation('diary');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { alerts } = useServices();
  const leave = useLeaveOwnRecipe(search);
  const [asking, setAsking] = useState<'close' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  const status = recipe.published ? 'published' : recipe.saved ? 'saved' : 'draft';

  const act = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  /** Says why a command was refused, in the person's language; true when it was. */
  const failed = (result: DispatchResult) => {
    if (result.ok) return false;
    alerts.raise({ text: t(result.error.messageKey as 'own.errors.required', result.error.params ?? {}) });
    return true;
  };

  const publish = () =>
    act(async () => {
      if (failed(await dispatch(publishOwnRecipe.create({ recipeId: recipe.id })))) return;
      alerts.notify({ text: t('own.publishedAlert', { name: recipe.name }) });
      // Back to where it was made: the slot's recipe search (where 'own recipes' lists it), or the Recipes tab.
      if (search.moment) void navigate({ to: '/diary/recipe', search: slotOf(search) });
      else void navigate({ to: '/recipes' });
    });

  const saveAndPlan = (moment: NonNullable<OwnRecipeSearch['moment']>) =>
    act(async () => {
      if (failed(await dispatch(saveOwnRecipe.create({ recipeId: recipe.id })))) return;
      const date = search.date ?? format(new Date(), 'yyyy-MM-dd');
      const round = (n: number) => Math.round(n * 10) / 10;
      const planned = await dispatch(
        planRecipe.create({
          date,
          mealMoment: moment,
          recipe: { kind: 'OWN', id: recipe.id, name: { en: recipe.name, nl: recipe.name }, portions: recipe.portions },
          perPortion: {
            kcal: round(recipe.totals.kcal),
            protein: round(recipe.totals.protein),
            carbohydrates: round(recipe.totals.carbohydrates),
            fat: round(recipe.totals.fat),
          },
          portions: 1,
          ...(search.replace ? { replaces: search.replace } : {}),
        }),
      ).catch(
        // A recipe too rich for one planned meal is refused by the meal's schema.
        (): DispatchResult => ({ ok: false, error: { code: 'too_much', messageKey: 'recipes:own.errors.planTooBig' } }),
      );
      if (failed(planned)) return;
      alerts.notify({ text: t('own.plannedAlert', { name: recipe.name }) });
      void navigate({ to: '/diary', search: { date } });
    });

  return (
    <div className="screen own-recipe">
      <header className="own-recipe-head">
        <h1>{recipe.saved ? t('own.editTitle') : t('own.newTitle')}</h1>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => (recipe.saved ? leave() : setAsking('close'))}
        >
          {t('own.close')}
        </button>
      </header>
      <p className={`own-status own-status-${status}`} data-testid="own-status">
        {t(`own.status.${status}`)}
      </p>
      <div className="own-recipe-grid">
        <div className="own-recipe-main">
          <section className="card">
            <NameField key={recipe.name} recipe={recipe} />
          </section>
          <section className="card" aria-labelledby={`${recipe.id}-ingredients`}>
            <h2 id={`${recipe.id}-ingredients`}>{t('own.ingredients')}</h2>
            {recipe.ingredients.length === 0 ? <p className="muted">{t('own.noIngredients')}</p> : null}
            <ul className="own-ingredients">
              {recipe.ingredients.map((ingredient) => (
                <IngredientRow
                  key={`${ingredient.id}:${ingredient.quantity}`}
                  recipeId={recipe.id}
                  ingredient={ingredient}
                />
              ))}
            </ul>
            <button type="button" className="button button-primary" onClick={onAddIngredient}>
              {t('own.addIngredient')}
            </button>
          </section>
        </div>
        <div className="own-recipe-side">
          <section className="card">
            <PortionsField key={recipe.portions} recipe={recipe} />
            <MealTypesField recipe={recipe} />
          </section>
          <section className="card">
            <OwnTotals recipe={recipe} />
          </section>
          <section className="card own-actions">
            {recipe.published ? null : (
              <button type="button" className="button button-primary" disabled={busy} onClick={() => void publish()}>
                {t('own.publish')}
              </button>
            )}
            {search.moment ? (
              <button
                type="button"
                className="button button-secondary"
                disabled={busy}
                onClick={() => void saveAndPlan(search.moment!)}
              >
                {t('own.saveAndPlan', { moment: td(`mealMoments.${search.moment}`) })}
              </button>
            ) : null}
            {recipe.published ? (
              <button type="button" className="button button-danger" onClick={() => setAsking('delete')}>
                {t('own.delete')}
              </button>
            ) : null}
          </section>
        </div>
      </div>
      <ConfirmDialog
        open={asking === 'close'}
        onOpenChange={(open) => setAsking(open ? 'close' : null)}
        title={t('own.closeTitle')}
        description={t('own.closeText')}
        confirm={t('own.discard')}
        cancel={t('own.keepEditing')}
        onConfirm={async () => {
          const result = await dispatch(discardOwnRecipe.create({ recipeId: recipe.id }));
          setAsking(null);
          if (!failed(result)) leave();
        }}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        onOpenChange={(open) => setAsking(open ? 'delete' : null)}
        title={t('own.deleteTitle')}
        description={t('own.deleteText')}
        confirm={t('own.delete')}
        cancel={t('own.cancel')}
        onConfirm={async () => {
          const result = await dispatch(deleteOwnRecipe.create({ recipeId: recipe.id }));
          setAsking(null);
          if (failed(result)) return;
          alerts.notify({ text: t('own.deletedAlert', { name: recipe.name }) });
          leave();
        }}
      />
    </div>
  );
}
