import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURATION_LIST_MAX, type RecipeRef } from '../../../core/api/adminRecipes';
import { useDebounced } from '../../../ui/useDebounced';
import { useRecipeSearch } from '../curationQueries';

/**
 * One list of recipes of the curation (whitelist or denylist): its recipes as removable chips, and
 * a search of every simple recipe by name to add one. A recipe in the other list cannot be added
 * here (the server refuses it too): it is shown as being there.
 */
export function RecipeListEditor({
  title,
  hint,
  recipes,
  other,
  otherTitle,
  errors,
  onChange,
}: {
  title: string;
  hint: string;
  recipes: readonly RecipeRef[];
  other: readonly RecipeRef[];
  otherTitle: string;
  errors: readonly string[];
  onChange: (recipes: RecipeRef[]) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [text, setText] = useState('');
  const name = useDebounced(text.trim(), 300);
  const found = useRecipeSearch(name);
  const chips = useRef<HTMLUListElement>(null);
  const search = useRef<HTMLInputElement>(null);
  // After a removal, focus stays in the list: on the next chip, else the search field.
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    if (focusAt.current === null) return;
    const buttons = chips.current?.querySelectorAll('button') ?? [];
    (buttons[Math.min(focusAt.current, buttons.length - 1)] ?? search.current)?.focus();
    focusAt.current = null;
  }, [recipes]);
  const has = (list: readonly RecipeRef[], recipe: RecipeRef) => list.some((r) => r.id === recipe.id);
  const full = recipes.length >= CURATION_LIST_MAX;

  return (
    <div className="curation-list" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {title} <span className="muted small">({t('curation.count', { count: recipes.length })})</span>
      </h3>
      <p className="muted small">{hint}</p>
      {recipes.length === 0 ? <p className="muted small">{t('curation.emptyList')}</p> : null}
      <ul className="curation-chips" ref={chips} aria-label={title}>
        {recipes.map((recipe, i) => (
          <li key={recipe.id} className="curation-chip">
            <span>{recipe.name}</span>
            <button
              type="button"
              className="curation-chip-remove"
              aria-label={t('curation.remove', { name: recipe.name, list: title })}
              onClick={() => {
                onChange(recipes.filter((r) => r.id !== recipe.id));
                focusAt.current = i;
              }}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {errors.map((error) => (
        <p key={error} className="field-error" role="alert">
          {error}
        </p>
      ))}
      {full ? <p className="muted small">{t('curation.full', { max: CURATION_LIST_MAX })}</p> : null}
      <div className="field">
        <label htmlFor={`${id}-search`}>{t('curation.find')}</label>
        <input
          id={`${id}-search`}
          ref={search}
          type="search"
          autoComplete="off"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div aria-live="polite">
        {found.isSuccess && name === text.trim() && found.data.results.length === 0 ? (
          <p className="muted small">{t('curation.noMatch')}</p>
        ) : null}
        {found.isSuccess && found.data.results.length > 0 ? (
          <ul className="curation-matches" aria-label={t('curation.matches')}>
            {found.data.results.map((recipe) => (
              <li key={recipe.id}>
                <span>{recipe.name}</span>
                {has(other, recipe) ? (
                  <span className="muted small">{t('curation.inOther', { list: otherTitle })}</span>
                ) : has(recipes, recipe) ? (
                  <span className="muted small">{t('curation.added')}</span>
                ) : (
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={full}
                    aria-label={t('curation.addTo', { name: recipe.name, list: title })}
                    onClick={() => onChange([...recipes, recipe])}
                  >
                    {t('curation.add')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
