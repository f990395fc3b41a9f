import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** Where the end-to-end server keeps its data (a fresh folder every run) and its outbox. */
// Per port, so two runs on one machine (E2E_PORT) never share a database or an outbox.
const port = process.env.E2E_PORT ?? '4319';
export const E2E_DATA_DIR = join(import.meta.dirname, `../../../.test-output/e2e-data-${port}`);
export const AUTH_DIR = join(import.meta.dirname, `../../../.test-output/e2e-auth-${port}`);

/** The seeded accounts the journeys use (server/seed.ts). */
export const ACCOUNTS = {
  sam: 'sam@example.com',
  noor: 'noor@example.com',
  lucas: 'lucas@example.com',
  eva: 'eva@example.com',
  coach: 'coach@example.com',
  mila: 'mila@example.com',
  // Clients of the recipe-inspiration organisation, one per project (recipes.spec.ts).
  olivia: 'olivia@example.com',
  ruben: 'ruben@example.com',
  // Clients of the simple-recipe organisation, one per project (simple-recipes journeys).
  lotte: 'lotte@example.com',
  joris: 'joris@example.com',
  // The same organisation's clients for the simple diary journeys and for the offline ones.
  sanne: 'sanne@example.com',
  daan: 'daan@example.com',
  ilse: 'ilse@example.com',
  thijs: 'thijs@example.com',
  // A platform administrator through the demo's default FORKCAST_PLATFORM_ADMINS (server/config.ts).
  admin: 'admin@example.com',
} as const;
export type Account = keyof typeof ACCOUNTS;

export const storageStateOf = (account: Account) => join(AUTH_DIR, `${account}.json`);

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Every mail the server wrote to its outbox for this address, oldest first. */
export function mailsTo(email: string): OutboxMail[] {
  const file = join(E2E_DATA_DIR, 'outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMail)
    .filter((mail) => mail.to === email);
}

export const codeIn = (mail: OutboxMail): string => {
  const match = /\b(\d{4})\b(?![-/])/.exec(mail.text.replace(/https?:\/\/\S+/g, ''));
  if (!match) throw new Error(`No code in mail: ${mail.text}`);
  return match[1]!;
};

export const linkIn = (mail: OutboxMail): string => {
  const match = /https?:\/\/\S+\/login\?token=[\w-]+/.exec(mail.text);
  if (!match) throw new Error(`No sign-in link in mail: ${mail.text}`);
  return match[0];
};

/**
 * The newest mail to `email` once more than `after` have arrived (the server sends it after its
 * answer). The bound is explicit: global setup, which signs the accounts in, has no test's timeout.
 */
export async function waitForMail(email: string, after: number): Promise<OutboxMail> {
  await expect
    .poll(() => mailsTo(email).length, { message: `No mail arrived for ${email}`, timeout: 60_000 })
    .toBeGreaterThan(after);
  return mailsTo(email).at(-1)!;
}
