import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MEAL_TYPE_OF_MOMENT } from '../../../../core/planner/mealTypes';
import { Field } from '../../../../ui/components/Field';
import type { ScreenProps } from '../../../../ui/route';
import { useDispatch, useProjection } from '../../../../ui/services';
import { diaryProjection, findItem } from '../../../diary/projection';
import { createOwnRecipe } from '../commands';
import { OWN_RECIPE_NAME_MAX } from '../events';
import type { OwnRecipeSearch } from '../search';
import { slotOf, useLeaveOwnRecipe } from './ownRecipeNav';
import './ownRecipe.css';

/**
 * 'Create your own recipe': the name first (required); the recipe exists from then on and its
 * editor opens. From a planned meal (`from`) the name and portions start as that meal's.
 */
export function OwnRecipeNewRoute({ search }: ScreenProps<OwnRecipeSearch>) {
  const { t, i18n } = useTranslation('recipes');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const leave = useLeaveOwnRecipe(search);
  const start = useProjection(diaryProjection);
  const [origin] = useState(() => (search.from ? findItem(start, search.from)?.recipe : undefined));
  const [name, setName] = useState(() => (origin ? origin.name[i18n.language === 'nl' ? 'nl' : 'en'] : ''));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const result = await dispatch(
        createOwnRecipe.create({
          name,
          portions: origin?.portions ?? 1,
          mealTypes: search.moment ? [MEAL_TYPE_OF_MOMENT[search.moment]] : [],
        }),
      );
      if (!result.ok) return setError(t(result.error.messageKey as 'own.errors.required', result.error.params ?? {}));
      const recipeId = (result.events[0]!.payload as { recipeId: string }).recipeId;
      void navigate({
        to: '/recipes/own/$recipeId',
        params: { recipeId },
        search: slotOf(search),
        replace: true,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="screen own-recipe">
      <header className="own-recipe-head">
        <h1>{t('own.newTitle')}</h1>
        <button type="button" className="button button-secondary" onClick={leave}>
          {t('own.close')}
        </button>
      </header>
      <form className="card form own-recipe-name" noValidate onSubmit={(e) => void submit(e)}>
        <Field
          label={t('own.name')}
          value={name}
          maxLength={OWN_RECIPE_NAME_MAX}
          autoComplete="off"
          autoFocus
          required
          error={error ?? undefined}
          onChange={(e) => {
            setError(null);
            setName(e.target.value);
          }}
        />
        <p className="muted small">{t('own.nameHint')}</p>
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('own.continue')}
        </button>
      </form>
    </div>
  );
}
