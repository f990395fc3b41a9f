import { describe, expect, it } from 'vitest';
import { BILLING_ISSUES } from '../../src/core/api/user';
import { isAccountBlocked, navigationFor, type NavigationInput, type NavigationUser } from '../../src/core/navigation';

const client: NavigationUser = {
  isCoach: false,
  billingIssue: null,
};

const input = (
  user: Partial<NavigationUser> = {},
  options: { simple?: boolean; mode?: 'coach' | 'client' } = {},
): NavigationInput => ({
  user: { ...client, ...user },
  organisation: { recipeSystemType: options.simple ? 'SIMPLE' : 'COMPLEX' },
  mode: options.mode ?? 'client',
});

describe('account blocked (1-shell.txt section 4; the rule itself is the server one, tests/api/billing-rule.test.ts)', () => {
  it('is blocked exactly when the server names a billing issue', () => {
    expect(isAccountBlocked(client)).toBe(false);
    for (const billingIssue of BILLING_ISSUES) expect(isAccountBlocked({ ...client, billingIssue })).toBe(true);
  });
});

describe('tab visibility (1-shell.txt section 2)', () => {
  it('a client sees planner, progress, groceries and profile', () => {
    expect(navigationFor(input()).tabs).toEqual(['diary', 'progress', 'groceries', 'profile']);
  });
  it('My profile is always shown', () => {
    for (const i of [
      input(),
      input({ billingIssue: 'accountDisabled' }),
      input({ isCoach: true }, { mode: 'coach' }),
    ]) {
      expect(navigationFor(i).tabs).toContain('profile');
    }
  });
  it('a blocked account sees only Billing issue and My profile', () => {
    expect(navigationFor(input({ billingIssue: 'accountDisabled' })).tabs).toEqual(['profile', 'billing']);
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
    expect(navigationFor(input({ billingIssue: 'accountDisabled', isCoach: true }, { mode: 'coach' })).initialTab).toBe(
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
      input({ billingIssue: 'accountDisabled' }),
      input({ isCoach: true }, { mode: 'coach' }),
      input({}, { simple: true }),
    ];
    for (const c of cases) {
      const nav = navigationFor(c);
      expect(nav.tabs).toContain(nav.initialTab);
    }
  });
});
