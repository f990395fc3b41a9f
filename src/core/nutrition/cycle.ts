import type { Sex } from './profile';

/** Phase names as 2-onboarding.txt section 3 lists them. */
export const CYCLE_PHASES = ['Menstruation', 'Follicular', 'Ovulation', 'Luteal'] as const;
export type CyclePhase = (typeof CYCLE_PHASES)[number];

export const CYCLE_LENGTH = { min: 21, max: 35, default: 28 } as const;
const MENSTRUATION_DAYS = 5;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Day of the cycle (1 = first day of the period) on `today`, both ISO dates. A start date after
 * today counts backwards: a period due in 3 days of a 28-day cycle makes today day 26.
 */
export function cycleDay(periodStart: string, today: string, cycleLength: number): number {
  const days = Math.round((utcDay(today) - utcDay(periodStart)) / DAY_MS);
  return (((days % cycleLength) + cycleLength) % cycleLength) + 1;
}

/**
 * Menstruation through day 5, follicular before half the cycle minus 1, ovulation from half minus 1
 * through half plus 1, luteal after. Half is taken in whole days, so an odd cycle also has three
 * ovulation days.
 */
export function phaseForCycleDay(
  day: number,
  cycleLength: number = CYCLE_LENGTH.default,
  menstruationDays: number = MENSTRUATION_DAYS,
): CyclePhase {
  const half = Math.floor(cycleLength / 2);
  if (day <= menstruationDays) return 'Menstruation';
  if (day < half - 1) return 'Follicular';
  if (day <= half + 1) return 'Ovulation';
  return 'Luteal';
}

/** Null unless the person is female and has given both a period start and a cycle length. */
export function menstrualPhase(input: {
  sex: Sex;
  lastPeriodStart: string | null;
  cycleLength: number | null;
  today: string;
}): { day: number; phase: CyclePhase } | null {
  if (input.sex !== 'FEMALE' || input.lastPeriodStart === null || input.cycleLength === null) return null;
  const day = cycleDay(input.lastPeriodStart, input.today, input.cycleLength);
  return { day, phase: phaseForCycleDay(day, input.cycleLength) };
}

function utcDay(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new Error(`Not an ISO date: ${isoDate}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}
