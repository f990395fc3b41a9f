import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plannerApi } from '../../src/core/api/planner';
import type { Recipe } from '../../src/core/catalogue/recipe';
import { uuidv7 } from '../../src/core/ids';
import { signedInUser } from '../access';
import type { AuthenticatedUser } from '../auth/authTokens';
import type { Queryable } from '../db/database';
import type { Deps } from '../deps';
import { HttpError, notAllowed } from '../http';
import { messageFor } from '../messages';
import { answeringQuotas, minuteCounter, QuotaReached, quotasOf } from '../quotas';
import { allows, curationOf, organisationOfUser } from '../catalogue/curation';
import { appendServerEvents } from '../sync/appendEvents';
import { foldStream } from '../sync/streamState';
import { accessTo } from '../sync/streamAccess';
import { AUTO_PLAN_EVENT_TYPES, autoPlanProjection, datesFrom, decideAutoPlan, type AutoPlanRequest } from './autoPlan';

/** Auto-plan a day, days, or simple recipes: for oneself, or for an active client of one's organisation. */
export const plannerRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  // The catalogue changes only when the server imports it at start: read it once per kind.
  const catalogue = new Map<'RECIPE' | 'SIMPLE', Promise<Recipe[]>>();
  const recipesOf = (kind: 'RECIPE' | 'SIMPLE') => {
    if (!catalogue.has(kind)) catalogue.set(kind, loadPlannable(db, kind));
    return catalogue.get(kind)!;
  };
  const ownerFor = async (actor: AuthenticatedUser, user: number | undefined) => {
    const owner = user ?? actor.id;
    if (!(await accessTo(db, actor, `user:${owner}`)).write) throw notAllowed('You may not plan for this person.');
    return owner;
  };
  /**
   * The recipes the planner may choose for the person: simple recipes as the person's organisation
   * curates them (a coach plans a client's meals by the client's organisation), read at plan time
   * since an administrator may change the curation while the catalogue stays cached.
   */
  const plannableFor = async (owner: number, actor: AuthenticatedUser, kind: 'RECIPE' | 'SIMPLE') => {
    const recipes = await recipesOf(kind);
    if (kind === 'RECIPE') return recipes;
    const organisationId = owner === actor.id ? actor.organisationId : await organisationOfUser(db, owner);
    const curation = await curationOf(db, organisationId);
    return recipes.filter((recipe) => allows(curation, recipe.id));
  };
  /** Loads the person's stream, decides, appends: the meals reach every device by sync. */
  const autoPlan = async (request: FastifyRequest, owner: number, actor: AuthenticatedUser, plan: AutoPlanRequest) => {
    const now = deps.now();
    const meta = {
      commandId: uuidv7(now.getTime(), crypto.getRandomValues(new Uint8Array(10))),
      stream: `user:${owner}`,
    };
    const state = await foldStream(db, owner, autoPlanProjection, AUTO_PLAN_EVENT_TYPES);
    const decision = decideAutoPlan(plan, state, await plannableFor(owner, actor, plan.kind), meta);
    if (!decision.ok) throw new HttpError(409, { detail: messageFor(request, 'planNeedsNutrition') });
    await appendServerEvents(db, owner, actor.id, decision.value.events, now);
    return decision.value.answer;
  };
  // Planning is the costliest work a person can ask of a server process: nobody may take it over.
  const plans = minuteCounter(quotasOf(deps.quotas).plansPerMinute);
  app.addHook('preHandler', async (request, reply) => {
    const wait = plans.take(String(signedInUser(request).id), deps.now());
    if (wait !== undefined) throw new QuotaReached(429, 'plansRateLimited', wait).answer(request, reply);
  });

  app.post(
    plannerApi.autoPlanDay.path,
    {
      config: { access: 'enabled' },
      schema: { body: plannerApi.autoPlanDay.body, response: { 200: plannerApi.autoPlanDay.response } },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      const { date, user, meal_slot_ids, seed } = request.body;
      const owner = await ownerFor(actor, user);
      // Planning chosen slots replaces what they hold; a whole day only fills what is empty.
      return answeringQuotas(request, reply, async () =>
        autoPlan(request, owner, actor, {
          kind: 'RECIPE',
          dates: [date],
          moments: meal_slot_ids,
          replace: meal_slot_ids !== undefined,
          seed,
        }),
      );
    },
  );

  app.post(
    plannerApi.autoPlanDays.path,
    {
      config: { access: 'enabled' },
      schema: { body: plannerApi.autoPlanDays.body, response: { 200: plannerApi.autoPlanDays.response } },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      const { num_days, start_date_inclusive, delete_existing_plans, user, seed } = request.body;
      const owner = await ownerFor(actor, user);
      return answeringQuotas(request, reply, async () =>
        autoPlan(request, owner, actor, {
          kind: 'RECIPE',
          dates: datesFrom(start_date_inclusive, num_days),
          replace: delete_existing_plans,
          seed,
        }),
      );
    },
  );

  app.post(
    plannerApi.autoPlanSimpleRecipes.path,
    {
      config: { access: 'enabled' },
      schema: {
        body: plannerApi.autoPlanSimpleRecipes.body,
        response: { 200: plannerApi.autoPlanSimpleRecipes.response },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      const { start_date, end_date, delete_existing_plans, user, seed } = request.body;
      const owner = await ownerFor(actor, user);
      const days = Math.round((Date.parse(end_date) - Date.parse(start_date)) / 86_400_000) + 1;
      return answeringQuotas(request, reply, async () =>
        autoPlan(request, owner, actor, {
          kind: 'SIMPLE',
          dates: datesFrom(start_date, days),
          replace: delete_existing_plans,
          seed,
        }),
      );
    },
  );
};

/** What the planner reads of each recipe: its facts and nutrition per portion, from the catalogue's columns. */
export async function loadPlannable(db: Queryable, kind: 'RECIPE' | 'SIMPLE'): Promise<Recipe[]> {
  const { rows } = await db.query<{
    id: string;
    name_en: string;
    name_nl: string;
    meal_types: Recipe['mealTypes'];
    tags: Recipe['tags'];
    prep_minutes: number;
    cook_minutes: number;
    portions: number;
    kcal: number;
    protein: number;
    carbs: number;
    fat: number;
    fiber: number;
    diets: Recipe['diets'];
    intolerances: Recipe['intolerances'];
    allergens: Recipe['allergens'];
    dislikes: Recipe['dislikes'];
  }>(
    `select id, name_en, name_nl, meal_types, tags, prep_minutes, cook_minutes, coalesce((doc->>'portions')::int, (doc->>'servings')::int) as portions,
            kcal, protein, carbs, fat, fiber, diets, intolerances, allergens, dislikes
       from recipes where kind = $1 order by id`,
    [kind],
  );
  return rows.map((r) => ({
    id: r.id,
    name: { en: r.name_en, nl: r.name_nl },
    mealTypes: r.meal_types,
    prepMinutes: r.prep_minutes,
    cookMinutes: r.cook_minutes,
    portions: r.portions,
    tags: r.tags,
    ingredients: [],
    directions: { en: [], nl: [] },
    perPortion: { kcal: r.kcal, protein: r.protein, carbs: r.carbs, fat: r.fat, fiber: r.fiber },
    diets: r.diets,
    intolerances: r.intolerances,
    allergens: r.allergens,
    dislikes: r.dislikes,
  }));
}
