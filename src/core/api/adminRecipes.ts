import { z } from 'zod';
import { idParam } from './idParam';

/**
 * An organisation's curation of the simple recipes, as platform administrators edit it (paths
 * relative to /api): which recipes its people may see and be planned (whitelist: only these, when
 * any; denylist: never these), which custom tags its screens show and in what order, and the tag
 * its inspiration features. Messages are keys of ADMIN_MESSAGES, answered in the user's language.
 */
export const CURATION_LIST_MAX = 500;
export const DISPLAYED_TAGS_MAX = 50;

/** Unique, in the order given: the same recipe twice in a list means it once. */
const unique = (values: string[]) => [...new Set(values)];
const recipeId = z.string('fieldInvalid').regex(/^[a-z0-9-]{1,80}$/, 'recipeUnknown');
const tag = z.string('fieldInvalid').regex(/^[a-z0-9-]{1,40}$/, 'tagUnknown');
const recipeList = z.array(recipeId, 'fieldInvalid').max(CURATION_LIST_MAX, 'listTooLong').transform(unique);

/** What a change sets; fields not given stay as they are. Whether ids and tags exist, the server checks. */
export const curationFields = z
  .strictObject(
    {
      whitelisted_recipes: recipeList,
      denylist_recipes: recipeList,
      displayed_recipe_tags: z.array(tag, 'fieldInvalid').max(DISPLAYED_TAGS_MAX, 'listTooLong').transform(unique),
      featured_recipe_tag: z.union([z.null(), tag], 'fieldInvalid'),
    },
    'fieldUnknown',
  )
  .partial();
export type CurationFields = z.input<typeof curationFields>;

export const recipeRefSchema = z.object({ id: z.string(), name: z.string() });
export type RecipeRef = z.infer<typeof recipeRefSchema>;

export const curationSchema = z.object({
  featured_recipe_tag: z.string().nullable(),
  displayed_recipe_tags: z.array(z.string()),
  /** The recipes with their names in the administrator's language. */
  whitelisted_recipes: z.array(recipeRefSchema),
  denylist_recipes: z.array(recipeRefSchema),
  /** Every custom tag of the simple catalogue, in the catalogue's order, named in the administrator's language. */
  tags: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Curation = z.infer<typeof curationSchema>;

/** How many recipes a search by name shows. */
export const RECIPE_MATCHES = 20;

const organisationId = z.object({ id: idParam });

export const adminRecipesApi = {
  curation: {
    method: 'GET',
    path: '/admin/organisations/:id/simple-recipes',
    params: organisationId,
    response: curationSchema,
  },
  setCuration: {
    method: 'PATCH',
    path: '/admin/organisations/:id/simple-recipes',
    params: organisationId,
    body: curationFields,
    response: curationSchema,
  },
  /** Every simple recipe whose name (English or Dutch) holds the text, whatever any organisation's curation. */
  search: {
    method: 'GET',
    path: '/admin/simple-recipes',
    query: z.object({ name: z.string().trim().min(1, 'fieldRequired').max(100, 'fieldTooLong') }),
    response: z.object({ results: z.array(recipeRefSchema) }),
  },
} as const;
