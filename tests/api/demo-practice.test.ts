import { describe, expect, it } from 'vitest';
import { seedDemoPractice } from '../../server/demoPractice';
import { foldStream } from '../../server/sync/streamState';
import { dayPlanOf } from '../../src/features/diary/dayPlan';
import { PLANNING_PROFILE_EVENT_TYPES, planningProfileProjection } from '../../src/features/profile/planningProfile';
import { engines, useTestServer } from './harness';
import { userId } from './support';

describe.each(engines)("the demo coach's practice (%s)", (engine) => {
  const server = useTestServer(engine, { catalogue: true });
  const typesIn = async (email: string) =>
    (
      await server.db.query<{ type: string; n: number }>(
        'select type, count(*)::int as n from events where stream = $1 group by type order by type',
        [`user:${await userId(server, email)}`],
      )
    ).rows;

  it("gives the coach's clients a weekly plan, three weeks of eaten meals and six weeks of weights, once", async () => {
    const now = server.clock.now;
    await seedDemoPractice(server.db, now);
    const noor = Object.fromEntries((await typesIn('noor@example.com')).map((r) => [r.type, r.n]));
    expect(noor).toMatchObject({ NutritionProfileSet: 1, DayPlanSaved: 2 });
    // Four meals a day for three weeks, each eaten but one in ten.
    expect(noor.MealPlanned).toBeGreaterThanOrEqual(75);
    expect(noor.DiaryItemMarked).toBeLessThan(noor.MealPlanned!);
    expect(noor.DiaryItemMarked).toBeGreaterThan(noor.MealPlanned! * 0.8);
    expect(noor.MeasurementRecorded).toBe(21 + 14);

    const profile = await foldStream(
      server.db,
      await userId(server, 'noor@example.com'),
      planningProfileProjection,
      PLANNING_PROFILE_EVENT_TYPES,
    );
    // 2026-11-24 is a Tuesday (training), 2026-11-28 a Saturday (rest).
    const tuesday = dayPlanOf(profile, '2026-11-24');
    const saturday = dayPlanOf(profile, '2026-11-28');
    expect(tuesday.dayPlanId).not.toBe(saturday.dayPlanId);
    expect(tuesday.day!.kcal).toBeGreaterThan(saturday.day!.kcal);
    expect(tuesday.slots.DINNER!.kcal).toBeGreaterThan(saturday.slots.DINNER!.kcal);

    // Nothing is written twice, and nobody but the coach's clients gets anything.
    const before = await server.db.query<{ n: number }>('select count(*)::int as n from events');
    await seedDemoPractice(server.db, now);
    const after = await server.db.query<{ n: number }>('select count(*)::int as n from events');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    expect(await typesIn('eva@example.com')).toEqual([]);
  });

  it('leaves a client alone who has already used the app', async () => {
    const sam = await userId(server, 'sam@example.com');
    await server.db.query(
      `insert into events (id, stream, seq, type, v, payload, actor, device, device_seq, at)
       values ('01936a4e-0000-7000-8000-0000000000ff', $1, 1, 'DayNoteSet', 1, '{"date":"2026-11-20","note":"mine"}', $1, 'd', 1, '')`,
      [`user:${sam}`],
    );
    await seedDemoPractice(server.db, server.clock.now);
    expect(await typesIn('sam@example.com')).toEqual([{ type: 'DayNoteSet', n: 1 }]);
  });
});
