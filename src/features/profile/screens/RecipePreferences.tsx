import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { IngredientDislike } from '../../../core/catalogue/vocabulary';
import { useSessionFold } from '../../../ui/PluginSlot';
import { useDispatch, useProjection, useServices } from '../../../ui/services';
import { INTOLERANCE_CHOICES } from '../../onboarding/forms';
import { BASE_DIET_CHOICES, dietChoicesSlot } from '../../onboarding/planOptions';
import { toggleSingle, toggleWithExclusive } from '../../onboarding/selections';
import { dietaryPreferenceOf, setRecipePreferences } from '../commands';
import { planningProfileProjection } from '../planningProfile';
import type { DietaryPreference } from '../vocabulary';

type Intolerance = (typeof INTOLERANCE_CHOICES)[number];

/**
 * Diet, intolerances and dislikes as the onboarding asks them (2-onboarding.txt sections 4 and 5),
 * with the same plugins' choices (the plant-based app requires a diet and has no beef), saved on
 * the profile that the planner and the recipe search read. Only with a profile of the full
 * onboarding: its words are the ones shown.
 */
export function RecipePreferences() {
  const { nutrition } = useProjection(planningProfileProjection);
  if (!nutrition) return null;
  return (
    <RecipePreferencesForm
      diet={dietaryPreferenceOf(nutrition.profile.diet)}
      intolerances={nutrition.intolerances.length > 0 ? nutrition.intolerances : ['NO_INTOLERANCE']}
      dislikes={nutrition.dislikes}
    />
  );
}

function RecipePreferencesForm(saved: {
  diet: DietaryPreference | null;
  intolerances: readonly Intolerance[];
  dislikes: readonly IngredientDislike[];
}) {
  const { t } = useTranslation('profile');
  const id = useId();
  const dispatch = useDispatch();
  const { alerts } = useServices();
  const choices = useSessionFold(dietChoicesSlot, BASE_DIET_CHOICES, undefined);
  const [diet, setDiet] = useState(saved.diet);
  const [intolerances, setIntolerances] = useState(saved.intolerances);
  const [dislikes, setDislikes] = useState(saved.dislikes);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (choices.dietRequired && !diet) return setError('profile:recipePreferences.errors.dietRequired');
    setBusy(true);
    try {
      const result = await dispatch(
        setRecipePreferences.create({ diet, intolerances: [...intolerances], dislikes: [...dislikes] }),
      );
      if (!result.ok) return setError(result.error.messageKey);
      alerts.notify({ key: 'profile:recipePreferences.saved' });
    } catch {
      setError('common:errors.storage');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card form" aria-labelledby={`${id}-title`} data-testid="recipe-preferences">
      <h2 id={`${id}-title`}>{t('recipePreferences.title')}</h2>
      <p className="muted">{t('recipePreferences.intro')}</p>
      <form className="form" onSubmit={(e) => void save(e)} noValidate>
        <fieldset className="choices" aria-describedby={error ? `${id}-error` : undefined}>
          <legend>
            <h3>{t('recipePreferences.diet')}</h3>
            <p className="muted small">
              {t(choices.dietRequired ? 'recipePreferences.dietHintRequired' : 'recipePreferences.dietHint')}
            </p>
          </legend>
          {choices.diets.map((option) => (
            <label key={option} className="choice">
              <input
                type="radio"
                name={`${id}-diet`}
                value={option}
                checked={diet === option}
                // A chosen diet is taken back by choosing it again, as in the onboarding.
                onClick={() => diet === option && (setError(null), setDiet(null))}
                onChange={() => (setError(null), setDiet(toggleSingle(diet, option)))}
              />
              <span className="choice-text">{t(`recipePreferences.dietOptions.${option}`)}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="choices">
          <legend>
            <h3>{t('recipePreferences.intolerances')}</h3>
          </legend>
          {INTOLERANCE_CHOICES.map((option) => (
            <label key={option} className="choice">
              <input
                type="checkbox"
                checked={intolerances.includes(option)}
                onChange={() => (
                  setError(null),
                  setIntolerances(toggleWithExclusive(intolerances, option, 'NO_INTOLERANCE'))
                )}
              />
              <span className="choice-text">{t(`recipePreferences.intoleranceOptions.${option}`)}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="choices">
          <legend>
            <h3>{t('recipePreferences.dislikes')}</h3>
          </legend>
          {choices.dislikes.map((option) => (
            <label key={option} className="choice">
              <input
                type="checkbox"
                checked={dislikes.includes(option)}
                onChange={() =>
                  setDislikes(dislikes.includes(option) ? dislikes.filter((d) => d !== option) : [...dislikes, option])
                }
              />
              <span className="choice-text">{t(`recipePreferences.dislikeOptions.${option}`)}</span>
            </label>
          ))}
        </fieldset>
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {t(error as 'recipePreferences.errors.dietRequired')}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('recipePreferences.save')}
        </button>
      </form>
    </section>
  );
}
