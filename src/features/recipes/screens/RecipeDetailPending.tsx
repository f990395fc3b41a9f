import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingRecipe } from '../detail/useRecipeDetail';

/** The detail screen while its recipe is pending; `ns` holds the detail's texts (the full or the simple recipes'). */
export function RecipeDetailPending({
  state,
  ns,
  top,
  className = 'screen recipe-detail',
}: {
  state: PendingRecipe;
  ns: 'recipes' | 'simpleRecipes';
  top: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation(ns);
  return (
    <div className={className}>
      {top}
      <h1>{t('detail.title')}</h1>
      {state.status === 'loading' ? (
        <p className="card muted" role="status">
          {t('detail.loading')}
        </p>
      ) : state.status === 'notFound' ? (
        <p className="card" role="alert">
          {t('detail.notFound')}
        </p>
      ) : (
        <div className="card recipe-error" role="alert">
          <p className="recipe-error-title">{t('detail.error')}</p>
          {state.offline ? <p className="muted">{t('detail.errorOffline')}</p> : null}
          <button type="button" className="button button-secondary" onClick={state.retry}>
            {t('detail.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
