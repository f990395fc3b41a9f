import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SimpleRecipe } from '../../../core/api/recipes';
import { RecipePicture } from '../../../features/recipes/screens/RecipePicture';
import { DislikeButton, FavouriteButton } from '../../../features/recipes/screens/RecipePreferenceButtons';
import { simpleMinutes } from '../time';
import { scaledIngredient, simpleSteps, sourceLinkOf, sourceSiteOf } from './simpleDisplay';
import { SimpleRecipeTabs } from './SimpleRecipeTabs';

/**
 * What every mode of the detail shows: the hero picture with close and the heart, name, time,
 * description, tags and source; the mode's summary (servings, macros, choosing); the ingredients
 * for the servings shown and the steps.
 */
export function SimpleRecipeLayout({
  recipe,
  servings,
  close,
  context,
  children,
}: {
  recipe: SimpleRecipe;
  servings: number;
  close: ReactNode;
  /** What the detail is open for ('For Breakfast on Tuesday 24 November'), if anything. */
  context: string | null;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('simpleRecipes');
  const picture = useMemo(
    () => ({ id: recipe.id, name: recipe.name, mealTypes: recipe.meal_types, ingredientNames: recipe.ingredients }),
    [recipe],
  );
  const source = sourceLinkOf(recipe.source);
  const factor = servings / Math.max(1, recipe.servings);
  const ingredients = recipe.ingredients.map((line) => scaledIngredient(line, factor, i18n.language));
  const steps = useMemo(() => simpleSteps(recipe.instructions), [recipe.instructions]);

  return (
    <div className="screen recipe-detail simple-detail">
      <div className="recipe-top">
        <div className="simple-hero">
          <RecipePicture recipe={picture} className="recipe-detail-picture" />
          <div className="simple-hero-actions">
            {close}
            <FavouriteButton recipeId={recipe.id} kind="SIMPLE" name={recipe.name} />
          </div>
        </div>
        <div className="recipe-top-text">
          <header className="recipe-hero-text">
            <h1>{recipe.name}</h1>
            {context ? <p className="muted">{context}</p> : null}
            <p className="recipe-time">
              <span className="muted">{t('detail.time')}: </span>
              {t('detail.minutes', { count: simpleMinutes(recipe.prep_time_minutes, recipe.cook_time_minutes) })}
            </p>
            {recipe.description ? <p>{recipe.description}</p> : null}
            {recipe.custom_tags.length > 0 ? (
              <ul className="recipe-tags" aria-label={t('detail.tagsLabel')}>
                {recipe.custom_tags.map((tag) => (
                  <li key={tag.id} className="recipe-tag">
                    {tag.human_name}
                  </li>
                ))}
              </ul>
            ) : null}
            {source ? (
              <p>
                <a href={source} target="_blank" rel="noopener noreferrer" className="simple-source">
                  {t('detail.source', { site: sourceSiteOf(source) })}
                </a>
              </p>
            ) : null}
            {/* The spec keeps a simple dislike per person but names no control for it: the full
                recipes' 'Not for me', so the planner and the searches can leave a recipe out. */}
            <DislikeButton recipeId={recipe.id} kind="SIMPLE" />
          </header>
          <section className="card recipe-summary" aria-label={t('detail.summary')}>
            {children}
          </section>
        </div>
      </div>
      <SimpleRecipeTabs
        ingredients={ingredients}
        steps={steps}
        servingsLabel={t('detail.ingredientsFor', { count: servings })}
      />
    </div>
  );
}
