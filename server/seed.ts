import type { Database, Queryable } from './db/database';

/**
 * The demo world a person trying the app signs in to. Nobody has a password or a fixed token:
 * each account signs in with a code or link mailed to its address (the outbox, locally).
 */
export const DEMO = {
  organisations: {
    // Both take self-service sign-ups (clients_are_diy): the demo organisation also has a coach with clients.
    demo: {
      name: 'Forkcast Demo',
      subdomain: 'demo',
      recipeSystemType: 'COMPLEX',
      primaryColour: '#8bc34a',
      takesSignUps: true,
      featureFlags: ['FF_FEMALE_HORMONES', 'FF_COPY_MEALS_TO_ANOTHER_DAY'],
    },
    simple: {
      name: 'Simple Kitchen',
      subdomain: 'simple',
      recipeSystemType: 'SIMPLE',
      primaryColour: '#00838f',
      takesSignUps: true,
      featureFlags: [],
      // Its curation of the simple recipes: journeys rely on these (the carousel, the tag order, a recipe never shown).
      curation: {
        featuredTag: 'kid-friendly',
        displayedTags: ['one-pot', 'no-cook', 'high-protein', 'budget', 'comfort-food'],
        denylist: ['simple-sardines-on-toast'],
        whitelist: [],
      },
    },
    // An organisation whose app is in English only, whatever the device's language (the english-only plugin).
    english: {
      name: 'Greens Abroad',
      subdomain: 'greens',
      recipeSystemType: 'COMPLEX',
      primaryColour: '#2e7d32',
      takesSignUps: false,
      featureFlags: ['FF_ENGLISH_LANGUAGE_ONLY'],
    },
    // An organisation with recipe inspiration: the app opens on the Recipes tab, the diary shows no macros.
    inspiration: {
      name: 'Recipe Corner',
      subdomain: 'corner',
      recipeSystemType: 'COMPLEX',
      primaryColour: '#e65100',
      takesSignUps: false,
      featureFlags: ['FF_RECIPE_INSPIRATION'],
    },
  },
  coach: { email: 'coach@example.com', firstName: 'Carla', lastName: 'de Vries', organisation: 'demo' },
  clients: [
    { email: 'sam@example.com', firstName: 'Sam', lastName: 'Jansen' },
    { email: 'noor@example.com', firstName: 'Noor', lastName: 'Bakker' },
    { email: 'lucas@example.com', firstName: 'Lucas', lastName: 'Visser' },
  ],
  selfService: { email: 'eva@example.com', firstName: 'Eva', lastName: 'Smit', organisation: 'demo' },
  simpleUser: { email: 'mila@example.com', firstName: 'Mila', lastName: 'Mulder', organisation: 'simple' },
  // Clients of the English-only organisation (one per journey project: each signs in on a Dutch browser).
  englishClients: [
    { email: 'emma@example.com', firstName: 'Emma', lastName: 'Hart' },
    { email: 'finn@example.com', firstName: 'Finn', lastName: 'Hart' },
  ],
  // Clients of the recipe-inspiration organisation (one per journey project: each keeps their own favourites).
  inspirationClients: [
    { email: 'olivia@example.com', firstName: 'Olivia', lastName: 'Peeters' },
    { email: 'ruben@example.com', firstName: 'Ruben', lastName: 'Peeters' },
  ],
  // Clients of the simple-recipe organisation, one per journey project and journey file (the
  // inspiration, the diary and the offline journeys run side by side, each answering the onboarding).
  simpleClients: [
    { email: 'lotte@example.com', firstName: 'Lotte', lastName: 'de Boer' },
    { email: 'joris@example.com', firstName: 'Joris', lastName: 'de Boer' },
    { email: 'sanne@example.com', firstName: 'Sanne', lastName: 'Visser' },
    { email: 'daan@example.com', firstName: 'Daan', lastName: 'Visser' },
    { email: 'ilse@example.com', firstName: 'Ilse', lastName: 'Smit' },
    { email: 'thijs@example.com', firstName: 'Thijs', lastName: 'Smit' },
  ],
  // A platform administrator only while FORKCAST_PLATFORM_ADMINS names them (the demo's default does); a coach
  // of the demo, so that signing in lands on a screen of theirs (the clients) rather than a client's onboarding.
  platformAdmin: { email: 'admin@example.com', firstName: 'Ada', lastName: 'Admin', organisation: 'demo' },
} as const;

export async function seedDemo(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7214002)');
    const existing = await tx.query('select 1 from organisations where subdomain = $1', [
      DEMO.organisations.demo.subdomain,
    ]);
    if (existing.rows.length > 0) return false;
    const orgIds: Record<string, number> = {};
    for (const [key, org] of Object.entries(DEMO.organisations)) {
      const { rows } = await tx.query<{ id: string }>(
        `insert into organisations (name, subdomain, recipe_system_type, primary_colour, clients_are_diy, feature_flags) values ($1, $2, $3, $4, $5, $6) returning id`,
        [org.name, org.subdomain, org.recipeSystemType, org.primaryColour, org.takesSignUps, [...org.featureFlags]],
      );
      orgIds[key] = Number(rows[0]!.id);
      if ('curation' in org)
        await tx.query(
          `update organisations set featured_recipe_tag = $2, displayed_recipe_tags = $3, denylist_recipes = $4, whitelisted_recipes = $5 where id = $1`,
          [
            orgIds[key],
            org.curation.featuredTag,
            [...org.curation.displayedTags],
            [...org.curation.denylist],
            [...org.curation.whitelist],
          ],
        );
    }
    const coachId = await insertUser(tx, { ...DEMO.coach, organisationId: orgIds.demo!, isCoach: true });
    for (const client of DEMO.clients) await insertUser(tx, { ...client, organisationId: orgIds.demo!, coachId });
    await insertUser(tx, { ...DEMO.selfService, organisationId: orgIds.demo!, isDiy: true });
    await insertUser(tx, { ...DEMO.simpleUser, organisationId: orgIds.simple!, isDiy: true });
    for (const client of DEMO.englishClients) await insertUser(tx, { ...client, organisationId: orgIds.english! });
    for (const client of DEMO.inspirationClients)
      await insertUser(tx, { ...client, organisationId: orgIds.inspiration! });
    for (const client of DEMO.simpleClients) await insertUser(tx, { ...client, organisationId: orgIds.simple! });
    await insertUser(tx, { ...DEMO.platformAdmin, organisationId: orgIds.demo!, isCoach: true });
    return true;
  });
}

async function insertUser(
  tx: Queryable,
  user: {
    email: string;
    firstName: string;
    lastName: string;
    organisationId: number;
    isCoach?: boolean;
    isDiy?: boolean;
    coachId?: number;
  },
): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into users (email, first_name, last_name, organisation_id, is_coach, is_diy, coach_id) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      user.email,
      user.firstName,
      user.lastName,
      user.organisationId,
      user.isCoach ?? false,
      user.isDiy ?? false,
      user.coachId ?? null,
    ],
  );
  return Number(rows[0]!.id);
}
