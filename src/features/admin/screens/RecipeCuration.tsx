import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrganisation } from '../../../core/api/admin';
import type { Curation, CurationFields, RecipeRef } from '../../../core/api/adminRecipes';
import { ApiError } from '../../../core/apiError';
import { useCuration, useSetCuration } from '../curationQueries';
import { RecipeListEditor } from './RecipeListEditor';

const FIELDS = ['featured_recipe_tag', 'displayed_recipe_tags', 'whitelisted_recipes', 'denylist_recipes'] as const;
type Field = (typeof FIELDS)[number];

/** The organisation's curation of the simple recipes (issue 14): what its people see and may be planned. */
export function RecipeCuration({ organisation }: { organisation: AdminOrganisation }) {
  const { t } = useTranslation('admin');
  const curation = useCuration(organisation.id);
  return (
    <section className="card admin-section" aria-labelledby="curation-title" aria-busy={curation.isPending}>
      <h2 id="curation-title">{t('curation.title')}</h2>
      <p className="muted small">{t('curation.intro')}</p>
      {organisation.recipe_system_type !== 'SIMPLE' ? <p className="small">{t('curation.notSimple')}</p> : null}
      {curation.isPending ? <p className="muted">{t('curation.loading')}</p> : null}
      {curation.isError ? <p role="alert">{t('curation.loadFailed')}</p> : null}
      {curation.data ? (
        <CurationForm key={organisation.id} organisation={organisation.id} saved={curation.data} />
      ) : null}
    </section>
  );
}

function CurationForm({ organisation, saved }: { organisation: number; saved: Curation }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const save = useSetCuration(organisation);
  const [featured, setFeatured] = useState(saved.featured_recipe_tag ?? '');
  const [tags, setTags] = useState<string[]>(saved.displayed_recipe_tags);
  const [whitelist, setWhitelist] = useState<RecipeRef[]>(saved.whitelisted_recipes);
  const [denylist, setDenylist] = useState<RecipeRef[]>(saved.denylist_recipes);
  const [errors, setErrors] = useState<Partial<Record<Field, string[]>>>({});
  const [failure, setFailure] = useState(false);
  const [done, setDone] = useState(false);
  const ids = (list: readonly RecipeRef[]) => list.map((r) => r.id);
  const changes: CurationFields = Object.fromEntries(
    Object.entries({
      featured_recipe_tag: featured || null,
      displayed_recipe_tags: tags,
      whitelisted_recipes: ids(whitelist),
      denylist_recipes: ids(denylist),
    }).filter(([field, value]) => {
      const before = saved[field as Field];
      const was = Array.isArray(before) ? before.map((v) => (typeof v === 'string' ? v : v.id)) : before;
      return JSON.stringify(was) !== JSON.stringify(value);
    }),
  );
  const dirty = Object.keys(changes).length > 0;
  const nameOf = (tag: string) => saved.tags.find((known) => known.id === tag)?.name ?? tag;

  const submit = async () => {
    setErrors({});
    setFailure(false);
    setDone(false);
    try {
      // The saved state, as the server keeps it, is the new draft.
      const now = await save.mutateAsync(changes);
      setFeatured(now.featured_recipe_tag ?? '');
      setTags(now.displayed_recipe_tags);
      setWhitelist(now.whitelisted_recipes);
      setDenylist(now.denylist_recipes);
      setDone(true);
    } catch (error) {
      // The server's refusals come per field and list entry ('denylist_recipes.3'): shown at their field.
      const body = error instanceof ApiError && error.status === 400 ? (error.body as Record<string, unknown>) : {};
      const found: Partial<Record<Field, string[]>> = {};
      for (const [key, messages] of Object.entries(body ?? {})) {
        const field = FIELDS.find((name) => key === name || key.startsWith(`${name}.`));
        if (!field || !Array.isArray(messages)) continue;
        found[field] = [...new Set([...(found[field] ?? []), ...messages.map(String)])];
      }
      setErrors(found);
      if (Object.keys(found).length === 0) setFailure(true);
    }
  };

  return (
    <div className="form curation-form">
      <div className="field">
        <label htmlFor={`${id}-featured`}>{t('curation.featured')}</label>
        <select
          id={`${id}-featured`}
          value={featured}
          aria-describedby={`${id}-featured-hint`}
          aria-invalid={errors.featured_recipe_tag ? true : undefined}
          onChange={(event) => setFeatured(event.target.value)}
        >
          <option value="">{t('curation.featuredNone')}</option>
          {saved.tags.map((tag) => (
            <option key={tag.id} value={tag.id}>
              {tag.name}
            </option>
          ))}
        </select>
        <p id={`${id}-featured-hint`} className="muted small">
          {t('curation.featuredHint')}
        </p>
        {errors.featured_recipe_tag?.map((error) => (
          <p key={error} className="field-error" role="alert">
            {error}
          </p>
        ))}
      </div>
      <fieldset className="curation-tags" aria-describedby={`${id}-tags-hint`}>
        <legend>{t('curation.tags')}</legend>
        <p id={`${id}-tags-hint`} className="muted small">
          {t('curation.tagsHint')}
        </p>
        {saved.tags.map((tag) => (
          <label key={tag.id} className="checkbox">
            <input
              type="checkbox"
              checked={tags.includes(tag.id)}
              onChange={(event) =>
                setTags(event.target.checked ? [...tags, tag.id] : tags.filter((ticked) => ticked !== tag.id))
              }
            />
            <span>{tag.name}</span>
          </label>
        ))}
        {tags.length > 1 ? (
          <p className="muted small">{t('curation.tagsOrder', { tags: tags.map(nameOf).join(', ') })}</p>
        ) : null}
        {errors.displayed_recipe_tags?.map((error) => (
          <p key={error} className="field-error" role="alert">
            {error}
          </p>
        ))}
      </fieldset>
      <RecipeListEditor
        title={t('curation.whitelist')}
        hint={t('curation.whitelistHint')}
        recipes={whitelist}
        other={denylist}
        otherTitle={t('curation.denylist')}
        errors={errors.whitelisted_recipes ?? []}
        onChange={setWhitelist}
      />
      <RecipeListEditor
        title={t('curation.denylist')}
        hint={t('curation.denylistHint')}
        recipes={denylist}
        other={whitelist}
        otherTitle={t('curation.whitelist')}
        errors={errors.denylist_recipes ?? []}
        onChange={setDenylist}
      />
      {failure ? (
        <p className="field-error" role="alert">
          {t('curation.failed')}
        </p>
      ) : null}
      <p className="muted small" role="status">
        {done && !dirty ? t('curation.saved') : ''}
      </p>
      <div className="dialog-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={!dirty || save.isPending}
          onClick={() => void submit()}
        >
          {t('curation.save')}
        </button>
      </div>
    </div>
  );
}
