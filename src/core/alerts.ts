import { Subject, type Observable } from 'rxjs';
import type { Clock } from './ids';

/** A failed call as the global handler sees it. */
export interface CallFailure {
  readonly status?: number;
  readonly body?: unknown;
  /** The call that failed, for the exceptions of 1-shell.txt section 8. */
  readonly operation?: string;
}

export type AlertText = { readonly key: string } | { readonly text: string };

/** Calls whose 400 answers are handled on their own screen (1-shell.txt section 8). */
const LOCALLY_HANDLED_400 = new Set(['createCalendarDay', 'verifyOTP']);

/**
 * What the global alert says for a failed call, or nothing when the failure is handled elsewhere:
 * a 401 on the current user signs out instead, some 400s are shown in place, and a 400 with
 * non_field_errors shows its first message.
 */
export function alertFor(failure: CallFailure): AlertText | undefined {
  if (failure.status === 401 && failure.operation === 'currentUser') return undefined;
  if (failure.status === 400 && failure.operation && LOCALLY_HANDLED_400.has(failure.operation)) return undefined;
  if (failure.status === 400) {
    const first = firstNonFieldError(failure.body);
    if (first) return { text: first };
  }
  return { key: 'errors.generic' };
}

function firstNonFieldError(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const list = (body as { non_field_errors?: unknown }).non_field_errors;
  return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : undefined;
}

export interface AlertCenter {
  readonly alerts$: Observable<AlertText>;
  /** Shows a problem (a failed call, a storage problem) unless an alert was shown less than the throttle interval ago. */
  raise(alert: AlertText): boolean;
  /** Shows a confirmation the person asked for; only a repeat of the same one within the interval is dropped. */
  notify(alert: AlertText): boolean;
  report(failure: CallFailure): boolean;
}

const sameAlert = (a: AlertText, b: AlertText) =>
  'key' in a ? 'key' in b && a.key === b.key : 'text' in b && a.text === b.text;

/**
 * The spec's throttle (one alert a second, 1-shell.txt section 8) keeps a burst of failures to one
 * alert. A confirmation is not part of a burst: it is shown even right after another alert
 * ('My period has started' a moment after 'Save cycle settings'), and a problem right after it too.
 */
export function createAlertCenter(clock: Clock, throttleMs = 1_000): AlertCenter {
  const subject = new Subject<AlertText>();
  let last: { at: number; alert: AlertText; notice: boolean } | undefined;
  const show = (alert: AlertText, notice: boolean) => {
    const now = clock.now().getTime();
    const recent = last !== undefined && now - last.at < throttleMs;
    if (recent && (sameAlert(last!.alert, alert) || (!notice && !last!.notice))) return false;
    last = { at: now, alert, notice };
    subject.next(alert);
    return true;
  };
  return {
    alerts$: subject.asObservable(),
    raise: (alert) => show(alert, false),
    notify: (alert) => show(alert, true),
    report(failure) {
      const alert = alertFor(failure);
      return alert ? show(alert, false) : false;
    },
  };
}
