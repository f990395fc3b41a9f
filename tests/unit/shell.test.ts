import { describe, expect, it } from 'vitest';
import { alertFor, createAlertCenter } from '../../src/core/alerts';
import { chooseLanguage } from '../../src/core/language';

describe('language (1-shell.txt section 4)', () => {
  it('the stored choice wins', () => expect(chooseLanguage('en', ['nl-NL'])).toBe('en'));
  it('a Dutch device gets Dutch', () => expect(chooseLanguage(null, ['nl-BE', 'en'])).toBe('nl'));
  it('any other device language gets English', () => expect(chooseLanguage(null, ['de-DE', 'nl'])).toBe('en'));
  it('a device with no language gets the default, Dutch', () => expect(chooseLanguage(null, [])).toBe('nl'));
  it('an unknown stored value is ignored', () => expect(chooseLanguage('fr', ['nl'])).toBe('nl'));
});

describe('global alert (1-shell.txt section 8)', () => {
  it('says the generic message for any failure', () =>
    expect(alertFor({ status: 500 })).toEqual({ key: 'errors.generic' }));
  it('shows the first non_field_errors message of a 400', () =>
    expect(alertFor({ status: 400, body: { non_field_errors: ['Plan is locked.', 'second'] } })).toEqual({
      text: 'Plan is locked.',
    }));
  it('a 400 without non_field_errors gets the generic message', () =>
    expect(alertFor({ status: 400, body: { name: ['x'] } })).toEqual({ key: 'errors.generic' }));
  it('stays silent for a 401 on the current user (that signs out)', () =>
    expect(alertFor({ status: 401, operation: 'currentUser' })).toBeUndefined());
  it('stays silent for the 400s handled on their own screen', () => {
    expect(alertFor({ status: 400, operation: 'verifyOTP' })).toBeUndefined();
    expect(alertFor({ status: 400, operation: 'createCalendarDay' })).toBeUndefined();
  });
  it('shows at most one alert a second', () => {
    let now = 0;
    const center = createAlertCenter({ now: () => new Date(now) });
    const shown: unknown[] = [];
    center.alerts$.subscribe((a) => shown.push(a));
    expect(center.report({ status: 500 })).toBe(true);
    now = 999;
    expect(center.report({ status: 500 })).toBe(false);
    now = 1_000;
    expect(center.report({ status: 502 })).toBe(true);
    expect(shown).toHaveLength(2);
  });
  it("never swallows a confirmation for a second's throttle, only a repeat of the same one", () => {
    let now = 0;
    const center = createAlertCenter({ now: () => new Date(now) });
    const shown: unknown[] = [];
    center.alerts$.subscribe((a) => shown.push(a));
    expect(center.notify({ key: 'hormones:cycle.saved' })).toBe(true);
    now = 300;
    expect(center.notify({ key: 'hormones:cycle.periodStarted' })).toBe(true);
    now = 600;
    expect(center.notify({ key: 'hormones:cycle.periodStarted' })).toBe(false);
    expect(center.raise({ key: 'errors.storage' })).toBe(true);
    now = 900;
    // A problem right after a problem is part of the same burst: the first one says it.
    expect(center.raise({ key: 'errors.generic' })).toBe(false);
    expect(center.report({ status: 502 })).toBe(false);
    expect(shown).toEqual([
      { key: 'hormones:cycle.saved' },
      { key: 'hormones:cycle.periodStarted' },
      { key: 'errors.storage' },
    ]);
  });
  it('shows a confirmation right after a problem: a failed background call does not hide "Added"', () => {
    let now = 0;
    const center = createAlertCenter({ now: () => new Date(now) });
    const shown: unknown[] = [];
    center.alerts$.subscribe((a) => shown.push(a));
    expect(center.report({ status: 502 })).toBe(true);
    now = 200;
    expect(center.notify({ text: 'Added Apple to Breakfast.' })).toBe(true);
    expect(center.raise({ key: 'errors.storage' })).toBe(true);
    now = 400;
    expect(center.notify({ key: 'progress:delete.done' })).toBe(true);
    expect(shown).toEqual([
      { key: 'errors.generic' },
      { text: 'Added Apple to Breakfast.' },
      { key: 'errors.storage' },
      { key: 'progress:delete.done' },
    ]);
  });
});
