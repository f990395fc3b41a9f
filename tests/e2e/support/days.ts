import type { TestInfo } from '@playwright/test';

/**
 * A day of its own for each test and project: the journeys share seeded accounts on one server,
 * so each works on a different date of the diary and never sees another test's items.
 */
export function dayFor(testInfo: TestInfo): string {
  let hash = 0;
  for (const ch of `${testInfo.project.name}:${testInfo.titlePath.join('>')}`)
    hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const day = new Date(Date.UTC(2022, 0, 1) + (hash % 1500) * 86_400_000);
  return day.toISOString().slice(0, 10);
}
