import { describe, expect, it } from 'vitest';
import { isAccountBlocked, navigationFor, type NavigationInput, type NavigationUser } from '../../src/core/navigation';

const client: NavigationUser = {
  isCoach: false,
  accountEnabled: true,
  paymentStatusOverride: false,
  subscriptionStatuses: [],
};

const input = (
  user: Partial<NavigationUser> = {},
  options: { simple?: boolean; mode?: 'coach' | 'client' } = {},
): NavigationInput => ({
  user: { ...client, ...user },
  organisation: { recipeSystemType: options.simple ? 'SIMPLE' : 'COMPLEX' },
  mode: options.mode ?? 'client',
});

describe('account blocked (1-shell.txt section 4)', () => {
  it('a disabled account is blocked', () => expect(isAccountBlocked({ ...client, accountEnabled: false })).toBe(true));
  it("a client whose coach's account is disabled is blocked", () =>
    expect(isAccountBlocked({ ...client, coachAccountEnabled: false })).toBe(true));
  it('the payment override lifts the block', () =>
    expect(isAccountBlocked({ ...client, accountEnabled: false, paymentStatusOverride: true })).toBe(false));
  it('every subscription inactive blocks', () =>
    expect(
      isAccountBlocked({ ...client, subscriptionStatuses: ['canceled', 'unpaid', 'incomplete_expired', 'paused'] }),
    ).toBe(true));
  it('one active or trialing subscription is enough', () => {
    expect(isAccountBlocked({ ...client, subscriptionStatuses: ['canceled', 'active'] })).toBe(false);
    expect(isAccountBlocked({ ...client, subscriptionStatuses: ['trialing'] })).toBe(false);
  });
  it('no subscriptions at all is not a block', () => expect(isAccountBlocked(client)).toBe(false));
});

describe('tab visibility (1-shell.txt section 2)', () => {
  it('a client sees planner, progress, groceries and profile', () => {
    expect(navigationFor(input()).tabs).toEqual(['diary', 'progress', 'groceries', 'profile']);
  });
  it('My profile is always shown', () => {
    for (const i of [input(), input({ accountEnabled: false }), input({ isCoach: true }, { mode: 'coach' })]) {
      expect(navigationFor(i).tabs).toContain('profile');
    }
  });
  it('a blocked account sees only Billing issue and My profile', () => {
    expect(navigationFor(input({ accountEnabled: false })).tabs).toEqual(['profile', 'billing']);
  });
  it('coach mode shows the coach tabs and hides the client tabs', () => {
    expect(navigationFor(input({ isCoach: true }, { mode: 'coach' })).tabs).toEqual(['profile', 'clients', 'account']);
  });
  it('a coach in client mode sees the client tabs and not the coach tabs', () => {
    expect(navigationFor(input({ isCoach: true }, { mode: 'client' })).tabs).toEqual([
      'diary',
      'progress',
      'groceries',
      'profile',
    ]);
  });
  it('Recipes needs a simple organisation (or the recipe-inspiration plugin: tests/unit/plugins)', () => {
    expect(navigationFor(input()).tabs).not.toContain('recipes');
    expect(navigationFor(input({}, { simple: true })).tabs).toContain('recipes');
  });
  it('Progress is hidden for simple organisations', () => {
    expect(navigationFor(input({}, { simple: true })).tabs).not.toContain('progress');
  });
});

describe('initial tab precedence (1-shell.txt section 2)', () => {
  it('1. billing issue when blocked, before everything else', () => {
    expect(navigationFor(input({ accountEnabled: false, isCoach: true }, { mode: 'coach' })).initialTab).toBe(
      'billing',
    );
  });
  it('2. clients list for a coach in coach mode', () => {
    expect(navigationFor(input({ isCoach: true }, { mode: 'coach' })).initialTab).toBe('clients');
  });
  it('3. recipes for a simple organisation (or recipe inspiration: tests/unit/plugins), otherwise the diary', () => {
    expect(navigationFor(input({}, { simple: true })).initialTab).toBe('recipes');
    expect(navigationFor(input()).initialTab).toBe('diary');
  });
  it('the initial tab is always one of the visible tabs', () => {
    const cases = [
      input(),
      input({ accountEnabled: false }),
      input({ isCoach: true }, { mode: 'coach' }),
      input({}, { simple: true }),
    ];
    for (const c of cases) {
      const nav = navigationFor(c);
      expect(nav.tabs).toContain(nav.initialTab);
    }
  });
});
