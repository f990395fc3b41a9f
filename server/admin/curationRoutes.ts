import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRecipesApi, RECIPE_MATCHES, type Curation, type RecipeRef } from '../../src/core/api/adminRecipes';
import type { Language } from '../../src/core/language';
import { signedInUser } from '../access';
import { SIMPLE_CUSTOM_TAGS } from '../catalogue/curation';
import { customTagName } from '../catalogue/recipeSearch';
import type { Queryable } from '../db/database';
import type { Deps } from '../deps';
import { HttpError, languageOf, notFound } from '../http';
import { messageFor } from '../messages';
import { difference, recordChange } from './changes';
import { emailOf } from './platformAdmins';
import { adminErrorHandler } from './validation';

type Request = Parameters<typeof messageFor>[0];

/** The curation as stored: the columns of migration 013. */
interface Stored {
  whitelisted_recipes: string[];
  denylist_recipes: string[];
  displayed_recipe_tags: string[];
  featured_recipe_tag: string | null;
}
const LISTS = ['whitelisted_recipes', 'denylist_recipes'] as const;

/**
 * /admin: an organisation's curation of the simple recipes (read, change), and a search of every
 * simple recipe by name to add to its lists. A change is refused whole, field by field, when it
 * names a recipe or tag the catalogue does not know or puts a recipe in both lists; a change made
 * is recorded in the change log like the organisation's other settings.
 */
export const curationRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  app.setErrorHandler(adminErrorHandler);
  const access = { access: 'admin' } as const;

  app.get(
    adminRecipesApi.curation.path,
    {
      config: access,
      schema: { params: adminRecipesApi.curation.params, response: { 200: adminRecipesApi.curation.response } },
    },
    async (request) => viewOf(db, await storedOr404(db, request, request.params.id, false), languageOf(request)),
  );

  app.patch(
    adminRecipesApi.setCuration.path,
    {
      config: access,
      schema: {
        params: adminRecipesApi.setCuration.params,
        body: adminRecipesApi.setCuration.body,
        response: { 200: adminRecipesApi.setCuration.response },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const actor = { id: user.id, email: (await emailOf(db, user.id)) ?? `user:${user.id}` };
      const { id } = request.params;
      const fields = Object.fromEntries(Object.entries(request.body).filter(([, value]) => value !== undefined));
      const stored = await db.transaction(async (tx) => {
        const current = await storedOr404(tx, request, id, true);
        const next: Stored = { ...current, ...fields };
        await refuseInvalid(tx, request, fields, next);
        const change = difference({ ...current }, fields);
        if (Object.keys(change.after).length === 0) return current;
        const names = Object.keys(change.after);
        await tx.query(
          `update organisations set ${names.map((name, i) => `${name} = $${i + 2}`).join(', ')} where id = $1`,
          [id, ...Object.values(change.after)],
        );
        await recordChange(tx, { at: deps.now(), actor, organisation: id, kind: 'organisationRecipes', ...change });
        return next;
      });
      return viewOf(db, stored, languageOf(request));
    },
  );

  app.get(
    adminRecipesApi.search.path,
    {
      config: access,
      schema: { querystring: adminRecipesApi.search.query, response: { 200: adminRecipesApi.search.response } },
    },
    async (request) => {
      const language = languageOf(request);
      const pattern = `%${request.query.name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const { rows } = await db.query<NameRow>(
        `select id, name_en, name_nl from recipes
          where kind = 'SIMPLE' and (lower(name_en) like $1 or lower(name_nl) like $1)
          order by ${language === 'nl' ? 'name_nl' : 'name_en'}, id limit $2`,
        [pattern, RECIPE_MATCHES],
      );
      return { results: rows.map((row) => refOf(row, language)) };
    },
  );
};

async function storedOr404(db: Queryable, request: Request, id: number, lock: boolean): Promise<Stored> {
  const { rows } = await db.query<Stored>(
    `select whitelisted_recipes, denylist_recipes, displayed_recipe_tags, featured_recipe_tag
       from organisations where id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  if (!rows[0]) throw notFound(messageFor(request, 'organisationNotFound'));
  return rows[0];
}

/** Every reason the change cannot be made, at the list entry it concerns; nothing is changed when there is one. */
async function refuseInvalid(tx: Queryable, request: Request, fields: Partial<Stored>, next: Stored): Promise<void> {
  const errors: Record<string, string[]> = {};
  const refuse = (field: string, key: Parameters<typeof messageFor>[1]) => (errors[field] = [messageFor(request, key)]);
  const named = LISTS.flatMap((list) => fields[list] ?? []);
  const known = new Set(
    (
      await tx.query<{ id: string }>(`select id from recipes where kind = 'SIMPLE' and id = any($1::text[])`, [named])
    ).rows.map((row) => row.id),
  );
  for (const list of LISTS)
    fields[list]?.forEach((recipe, i) => {
      if (!known.has(recipe)) refuse(`${list}.${i}`, 'recipeUnknown');
    });
  fields.displayed_recipe_tags?.forEach((tag, i) => {
    if (!SIMPLE_CUSTOM_TAGS.includes(tag)) refuse(`displayed_recipe_tags.${i}`, 'tagUnknown');
  });
  if (fields.featured_recipe_tag && !SIMPLE_CUSTOM_TAGS.includes(fields.featured_recipe_tag))
    refuse('featured_recipe_tag', 'tagUnknown');
  // Told at the list this change sets (the denylist when it sets both).
  const list = fields.denylist_recipes ? 'denylist_recipes' : fields.whitelisted_recipes ? 'whitelisted_recipes' : null;
  if (list) {
    const other = new Set(next[list === 'denylist_recipes' ? 'whitelisted_recipes' : 'denylist_recipes']);
    next[list].forEach((recipe, i) => {
      if (other.has(recipe)) refuse(`${list}.${i}`, 'recipeInBothLists');
    });
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
}

interface NameRow {
  id: string;
  name_en: string;
  name_nl: string;
}
const refOf = (row: NameRow, language: Language): RecipeRef => ({
  id: row.id,
  name: language === 'nl' ? row.name_nl : row.name_en,
});

/** The curation with its recipes named; ids and tags the catalogue no longer knows are left out (they are ignored anyway). */
async function viewOf(db: Queryable, stored: Stored, language: Language): Promise<Curation> {
  const ids = [...stored.whitelisted_recipes, ...stored.denylist_recipes];
  const { rows } = await db.query<NameRow>(
    `select id, name_en, name_nl from recipes where kind = 'SIMPLE' and id = any($1::text[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, refOf(row, language)]));
  const named = (list: string[]) => list.flatMap((id) => byId.get(id) ?? []);
  return {
    featured_recipe_tag: SIMPLE_CUSTOM_TAGS.includes(stored.featured_recipe_tag ?? '')
      ? stored.featured_recipe_tag
      : null,
    displayed_recipe_tags: stored.displayed_recipe_tags.filter((tag) => SIMPLE_CUSTOM_TAGS.includes(tag)),
    whitelisted_recipes: named(stored.whitelisted_recipes),
    denylist_recipes: named(stored.denylist_recipes),
    tags: SIMPLE_CUSTOM_TAGS.map((tag) => ({ id: tag, name: customTagName(tag, language) })),
  };
}
