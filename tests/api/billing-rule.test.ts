import { describe, expect, it } from 'vitest';
import { b2cPaywallPlugin } from '../../src/plugins/b2c-paywall';
import { engines, useTestServer } from './harness';
import { auth, tokenFor, userId } from './support';

const INACTIVE = ['canceled', 'unpaid', 'incomplete_expired', 'paused'];
const STATUS_SETS: readonly string[][] = [
  [],
  ['active'],
  ['trialing'],
  ['past_due'],
  ['incomplete'],
  ...INACTIVE.map((s) => [s]),
  INACTIVE,
  ['canceled', 'active'],
  ['unpaid', 'trialing'],
  ['paused', 'past_due'],
];

interface Facts {
  override: boolean;
  enabled: boolean;
  coachEnabled: boolean | null;
  diy: boolean;
  coach: boolean;
  paywall: boolean;
  statuses: string[];
}

/** 1-shell.txt section 4, read sentence by sentence; written apart from the SQL it checks. */
function expected(f: Facts): string | null {
  if (f.override) return null;
  if (!f.enabled) return 'accountDisabled';
  if (f.coachEnabled === false) return 'coachDisabled';
  if (f.statuses.length > 0 && f.statuses.every((s) => INACTIVE.includes(s))) return 'subscriptionsInactive';
  const paid = f.statuses.some((s) => s === 'active' || s === 'trialing');
  if (f.paywall && f.diy && !f.coach && !paid) return 'subscriptionRequired';
  return null;
}

function* everyCase(): Generator<Facts> {
  for (const override of [false, true])
    for (const enabled of [true, false])
      for (const coachEnabled of [null, true, false])
        for (const diy of [false, true])
          for (const coach of [false, true])
            for (const paywall of [false, true])
              for (const statuses of STATUS_SETS)
                yield { override, enabled, coachEnabled, diy, coach, paywall, statuses };
}

describe.each(engines)('who is blocked (1-shell.txt section 4), decided by the server (%s)', (engine) => {
  const server = useTestServer(engine);

  it('follows the rule for every status and flag combination', async () => {
    const cases = [...everyCase()];
    expect(cases.length).toBe(2 * 2 * 3 * 2 * 2 * 2 * STATUS_SETS.length);
    const { rows } = await server.db.query<{ i: number; issue: string | null }>(
      `select c.i, billing_issue_of(c.override, c.enabled, c.coach_enabled, c.diy, c.coach, c.paywall, c.statuses) as issue
         from jsonb_to_recordset($1::jsonb) as c(i int, override boolean, enabled boolean, coach_enabled boolean,
              diy boolean, coach boolean, paywall boolean, statuses text[])`,
      [
        JSON.stringify(
          cases.map((c, i) => ({
            i,
            override: c.override,
            enabled: c.enabled,
            coach_enabled: c.coachEnabled,
            diy: c.diy,
            coach: c.coach,
            paywall: c.paywall,
            statuses: `{${c.statuses.join(',')}}`,
          })),
        ),
      ],
    );
    const mismatches = rows.filter((row) => row.issue !== expected(cases[row.i]!)).map((row) => cases[row.i]);
    expect(mismatches).toEqual([]);
    expect(rows.length).toBe(cases.length);
  });

  it('reads the paywall from the flag the b2c-paywall plugin declares, and only with a product', async () => {
    const eva = await userId(server, 'eva@example.com');
    const issue = async () =>
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/auth/users/me',
          headers: auth(await tokenFor(server, 'eva@example.com')),
        })
      ).json().billing_issue;
    await server.db.query(
      'update organisations set feature_flags = feature_flags || $1::text where id = (select organisation_id from users where id = $2)',
      [b2cPaywallPlugin.flag, eva],
    );
    expect(await issue()).toBe(null);
    await server.db.query(
      "update organisations set product_stripe_id = 'prod_forkcast' where id = (select organisation_id from users where id = $1)",
      [eva],
    );
    expect(await issue()).toBe('subscriptionRequired');
    await server.db.query("insert into subscriptions (user_id, status) values ($1, 'trialing')", [eva]);
    expect(await issue()).toBe(null);
  });
});
