import type { Queryable } from '../db/database';
import { catalogueText } from './recipeSearch';

/**
 * An organisation's curation of the simple recipes, as its people see them. Ids and tags the
 * catalogue no longer knows are dropped here, so every reader can trust what it gets: a
 * whitelist left with no recipe the catalogue knows allows everything, like an empty one.
 */
export interface Curation {
  /** Only these recipes, when set; otherwise every simple recipe. */
  readonly onlyIds: readonly string[] | undefined;
  /** Never these recipes (wins over the whitelist). */
  readonly exceptIds: readonly string[];
  /** The custom tags to show, in the organisation's order; every tag when it chose none. */
  readonly tags: readonly string[];
  /** The tag the inspiration's first section features, if any. */
  readonly featuredTag: string | null;
}

/** Every custom tag of the simple catalogue, in the catalogue's order. */
export const SIMPLE_CUSTOM_TAGS: readonly string[] = Object.keys(catalogueText.en.customTags);

export const NO_CURATION: Curation = { onlyIds: undefined, exceptIds: [], tags: SIMPLE_CUSTOM_TAGS, featuredTag: null };

/** The curation of an organisation: one query, the whitelist already narrowed to recipes that exist. */
export async function curationOf(db: Queryable, organisationId: number): Promise<Curation> {
  const { rows } = await db.query<{
    whitelist: string[];
    denylist: string[];
    tags: string[];
    featured: string | null;
  }>(
    `select array(select r.id from recipes r where r.kind = 'SIMPLE' and r.id = any(o.whitelisted_recipes)) as whitelist,
            o.denylist_recipes as denylist, o.displayed_recipe_tags as tags, o.featured_recipe_tag as featured
       from organisations o where o.id = $1`,
    [organisationId],
  );
  const row = rows[0];
  if (!row) return NO_CURATION;
  const tags = row.tags.filter((tag) => SIMPLE_CUSTOM_TAGS.includes(tag));
  return {
    onlyIds: row.whitelist.length ? row.whitelist : undefined,
    exceptIds: row.denylist,
    tags: tags.length ? tags : SIMPLE_CUSTOM_TAGS,
    featuredTag: row.featured && SIMPLE_CUSTOM_TAGS.includes(row.featured) ? row.featured : null,
  };
}

/** Whether the curation lets people see (and be planned) this recipe. */
export const allows = (curation: Curation, id: string): boolean =>
  !curation.exceptIds.includes(id) && (!curation.onlyIds || curation.onlyIds.includes(id));

/** The organisation a person belongs to (the planner plans a client's meals by the client's curation). */
export async function organisationOfUser(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ organisation_id: string }>('select organisation_id from users where id = $1', [
    userId,
  ]);
  if (!rows[0]) throw new Error(`no user ${userId}`);
  return Number(rows[0].organisation_id);
}
