import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useProjection, useServices, useSession } from '../../../ui/services';
import { setRecipeUnits } from '../commands';
import { planningProfileProjection, recipesImperial } from '../planningProfile';

type Units = 'METRIC' | 'IMPERIAL';

/**
 * Units for recipes (1-shell.txt, My profile; uses_imperial_measurements_for_recipes): how the
 * recipe detail shows ingredient amounts. Until chosen it follows the account's units.
 */
export function RecipeUnitsSetting() {
  const { t } = useTranslation('profile');
  const id = useId();
  const dispatch = useDispatch();
  const { alerts } = useServices();
  const { user } = useSession();
  const { units } = useProjection(planningProfileProjection);
  const [error, setError] = useState<string | null>(null);
  const value: Units = recipesImperial(units, user.uses_imperial_measurements) ? 'IMPERIAL' : 'METRIC';
  const change = async (next: Units) => {
    setError(null);
    try {
      const result = await dispatch(setRecipeUnits.create({ units: next }));
      if (!result.ok) return setError(result.error.messageKey);
      alerts.notify({ key: 'profile:recipeUnits.saved' });
    } catch {
      setError('common:errors.storage');
    }
  };
  return (
    <div className="field">
      <label htmlFor={`${id}-units`}>{t('recipeUnits.label')}</label>
      <select
        id={`${id}-units`}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(e) => void change(e.target.value as Units)}
      >
        <option value="METRIC">{t('recipeUnits.options.METRIC')}</option>
        <option value="IMPERIAL">{t('recipeUnits.options.IMPERIAL')}</option>
      </select>
      <p id={`${id}-hint`} className="muted small">
        {t('recipeUnits.hint')}
      </p>
      {error ? (
        <p className="field-error" role="alert">
          {t(error as 'recipeUnits.saved')}
        </p>
      ) : null}
    </div>
  );
}
