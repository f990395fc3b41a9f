import { addDays, lightFormat } from 'date-fns';
import { kcalPerKgPerMinOf } from '../src/core/api/intake';
import type { EventDraft, EventEnvelope } from '../src/core/events';
import { uuidv7 } from '../src/core/ids';
import { dailyTargets } from '../src/core/nutrition/dailyTargets';
import { allocateMealSizes, mealTargets, type MealMoment } from '../src/core/nutrition/mealSizes';
import type { NutritionProfile } from '../src/core/nutrition/profile';
import { DiaryItemMarked } from '../src/features/diary/events';
import { DayPlanSaved, NutritionProfileSet, type Weekday } from '../src/features/profile/events';
import { MeasurementRecorded } from '../src/features/progress/events';
import type { Database } from './db/database';
import { autoPlanProjection, datesFrom, decideAutoPlan } from './planner/autoPlan';
import { loadPlannable } from './planner/routes';
import { DEMO } from './seed';
import { appendServerEvents } from './sync/appendEvents';

/** How long the demo practice has been running when the demo is first started. */
const HISTORY_DAYS = 21;
const WEIGHT_DAYS = 42;

interface DemoClient {
  readonly email: string;
  readonly profile: NutritionProfile;
  readonly goalWeightKg: number | null;
  /** Day plans as a coach makes them in the wizard: moments, energy balance, weekdays. */
  readonly dayPlans: readonly { name: string; balance: number; moments: MealMoment[]; weekdays: Weekday[] }[];
  /** The first weight of the history and its change over six weeks. */
  readonly weight: { from: number; change: number };
}

const WEEKDAYS_ONLY: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
const EVERY_DAY: Weekday[] = [...WEEKDAYS_ONLY, 'SATURDAY', 'SUNDAY'];
/**
 * The standard meal moments (2-onboarding.txt: breakfast, lunch, afternoon snack, dinner) on every
 * day plan: the journeys sign in as these clients on any date and find the same slots.
 */
const STANDARD_MOMENTS: MealMoment[] = ['BREAKFAST', 'LUNCH', 'AFTERNOON_SNACK', 'DINNER'];

/**
 * The demo coach's three clients as a coach would have set them up: Sam losing weight on one plan,
 * Noor training on weekdays with a lighter weekend, Lucas gaining. Weights stay
 * away from the round figures the journeys type, so a journey's own weight is never confused with these.
 */
const CLIENTS: readonly DemoClient[] = [
  {
    email: DEMO.clients[0].email,
    profile: profileOf({ sex: 'MALE', age: 38, heightCm: 181, weightKg: 92.4, bodyFat: 0.27, goal: 'LOSE_WEIGHT' }),
    goalWeightKg: 84,
    dayPlans: [{ name: 'Standard', balance: 85, moments: STANDARD_MOMENTS, weekdays: EVERY_DAY }],
    weight: { from: 94.6, change: -2.9 },
  },
  {
    email: DEMO.clients[1].email,
    profile: {
      ...profileOf({ sex: 'FEMALE', age: 29, heightCm: 169, weightKg: 63.8, bodyFat: 0.24, goal: 'RECOMPOSITION' }),
      exercises: [
        { kcalPerKgPerMin: kcalPerKgPerMinOf(6.0), minutesPerSession: 60, sessionsPerWeek: 3, templateId: 12 },
        { kcalPerKgPerMin: kcalPerKgPerMinOf(9.8), minutesPerSession: 35, sessionsPerWeek: 2, templateId: 5 },
      ],
    },
    goalWeightKg: null,
    dayPlans: [
      { name: 'Training', balance: 105, moments: STANDARD_MOMENTS, weekdays: WEEKDAYS_ONLY },
      { name: 'Rest', balance: 90, moments: STANDARD_MOMENTS, weekdays: ['SATURDAY', 'SUNDAY'] },
    ],
    weight: { from: 64.4, change: -0.7 },
  },
  {
    email: DEMO.clients[2].email,
    profile: profileOf({ sex: 'MALE', age: 24, heightCm: 188, weightKg: 76.2, bodyFat: 0.14, goal: 'GAIN_MUSCLE' }),
    goalWeightKg: null,
    dayPlans: [{ name: 'Standard', balance: 110, moments: STANDARD_MOMENTS, weekdays: EVERY_DAY }],
    weight: { from: 75.1, change: 1.4 },
  },
];

function profileOf(
  p: Pick<NutritionProfile, 'sex' | 'age' | 'heightCm' | 'weightKg' | 'bodyFat' | 'goal'>,
): NutritionProfile {
  return {
    ...p,
    activity: 'MILDLY_ACTIVE',
    weeklyChangeKg: null,
    diet: 'OMNIVORE',
    sustainability: 'SUSTAINABLE',
    keto: false,
    lowCarb: false,
  };
}

/** A day plan as the wizard saves it: the energy balance's day split over the moments' default sizes. */
function dayPlanOf(client: DemoClient, plan: DemoClient['dayPlans'][number], index: number) {
  const sizes = allocateMealSizes(plan.moments).map(({ moment, enabled, size }) => ({ moment, enabled, size }));
  const day = dailyTargets({ ...client.profile, energyBalance: plan.balance });
  return DayPlanSaved.draft({
    dayPlanId: `demo-${index + 1}`,
    name: plan.name,
    weekdays: plan.weekdays,
    slots: mealTargets(day, sizes).map(({ moment, kcal, protein, carbs, fat }) => ({
      moment,
      kcal,
      protein,
      carbs,
      fat,
    })),
    energyBalance: plan.balance,
    macroAdjustment: null,
    sizes,
  });
}

/** Small, repeatable day-to-day wobble: a demo must look the same on every machine. */
const wobble = (i: number, scale: number) => Math.round(Math.sin(i * 2.3 + 1) * scale * 10) / 10;

function measurementsOf(client: DemoClient, today: Date): EventDraft[] {
  const drafts: EventDraft[] = [];
  for (let i = WEIGHT_DAYS; i >= 1; i -= 2) {
    const date = lightFormat(addDays(today, -i), 'yyyy-MM-dd');
    const progress = (WEIGHT_DAYS - i) / WEIGHT_DAYS;
    const value = Math.round((client.weight.from + client.weight.change * progress + wobble(i, 0.4)) * 100) / 100;
    drafts.push(MeasurementRecorded.draft({ measurementId: `demo-weight-${i}`, type: 'WEIGHT', date, value }));
  }
  for (let i = 14; i >= 1; i--) {
    const date = lightFormat(addDays(today, -i), 'yyyy-MM-dd');
    const value = Math.round((7.2 + wobble(i, 0.8)) * 4) / 4;
    drafts.push(MeasurementRecorded.draft({ measurementId: `demo-sleep-${i}`, type: 'SLEEP', date, value }));
  }
  return drafts;
}

const envelope = (draft: EventDraft, stream: string, seq: number): EventEnvelope =>
  ({
    ...draft,
    id: `demo-${seq}`,
    stream,
    v: 1,
    actor: stream,
    device: 'demo',
    deviceSeq: seq,
    at: '',
  }) as EventEnvelope;

/**
 * The demo coach's clients get a living history (issue 17): their profile and weekly plan made
 * through the same events a coach's wizard makes, three weeks of meals the planner chose and they
 * ate (one in ten skipped, as people do), and six weeks of weights and two of sleep. Written once,
 * to clients whose streams are still empty; the journeys' own data comes after it.
 */
export async function seedDemoPractice(db: Database, now: Date): Promise<void> {
  const recipes = await loadPlannable(db, 'RECIPE');
  if (recipes.length === 0) return;
  const { rows } = await db.query<{ id: string; email: string; coach_id: string | null }>(
    `select u.id, u.email, u.coach_id from users u
      where u.email = any($1) and not exists (select 1 from events e where e.stream = 'user:' || u.id)`,
    [CLIENTS.map((c) => c.email)],
  );
  const today = new Date(now);
  for (const row of rows) {
    const client = CLIENTS.find((c) => c.email === row.email)!;
    const stream = `user:${row.id}`;
    const setUp: EventDraft[] = [
      NutritionProfileSet.draft({
        profile: client.profile,
        ...(client.goalWeightKg ? { goalWeightKg: client.goalWeightKg } : {}),
        intolerances: [],
        allergens: [],
        dislikes: [],
      }),
      ...client.dayPlans.map((plan, i) => dayPlanOf(client, plan, i)),
    ];
    const state = setUp.reduce(
      (s, draft, i) => autoPlanProjection.evolve(s, envelope(draft, stream, i)),
      autoPlanProjection.initialState,
    );
    const dates = datesFrom(lightFormat(addDays(today, -HISTORY_DAYS), 'yyyy-MM-dd'), HISTORY_DAYS);
    const decision = decideAutoPlan({ kind: 'RECIPE', dates, replace: false, seed: Number(row.id) }, state, recipes, {
      commandId: uuidv7(now.getTime(), crypto.getRandomValues(new Uint8Array(10))),
      stream,
    });
    const meals = decision.ok ? decision.value.events : [];
    const eaten = meals.flatMap((meal, i) =>
      i % 10 === 3
        ? []
        : [DiaryItemMarked.draft({ itemId: (meal.payload as { itemId: string }).itemId, status: 'EATEN' })],
    );
    const coach = row.coach_id === null ? Number(row.id) : Number(row.coach_id);
    await appendServerEvents(db, Number(row.id), coach, setUp, now);
    await appendServerEvents(
      db,
      Number(row.id),
      Number(row.id),
      [...meals, ...eaten, ...measurementsOf(client, today)],
      now,
    );
  }
}
