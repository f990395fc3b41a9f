/**
 * A simple recipe's time as its cards and detail show it (3-daily-use.txt section 10): prep plus
 * cook, rounded up to a multiple of 5 minutes, at least 5.
 */
export const simpleMinutes = (prepMinutes: number, cookMinutes: number): number =>
  Math.max(5, Math.ceil((Math.max(0, prepMinutes) + Math.max(0, cookMinutes)) / 5) * 5);
