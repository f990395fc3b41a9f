import { request, type FullConfig } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { ACCOUNTS, AUTH_DIR, codeIn, storageStateOf, waitForMail, mailsTo, type Account } from './support/accounts';

/**
 * Signs each seeded account in once, through the real code flow (mail read from the outbox), and
 * keeps the token as a storage state that journeys reuse. The sign-in journey itself is tested in
 * sign-in.spec.ts through the screens.
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]!.use.baseURL!;
  mkdirSync(AUTH_DIR, { recursive: true });
  for (const account of Object.keys(ACCOUNTS) as Account[]) {
    const email = ACCOUNTS[account];
    const api = await request.newContext({ baseURL });
    const before = mailsTo(email).length;
    const sent = await api.post('/api/createMagicLink', { data: { email } });
    if (!sent.ok()) throw new Error(`createMagicLink for ${email}: ${sent.status()} ${await sent.text()}`);
    const code = codeIn(await waitForMail(email, before));
    const verified = await api.post('/api/users/verifyOTP/', { data: { email, otp: code } });
    if (!verified.ok()) throw new Error(`verifyOTP for ${email}: ${verified.status()} ${await verified.text()}`);
    const { auth_token } = (await verified.json()) as { auth_token: string };
    writeFileSync(
      storageStateOf(account),
      JSON.stringify({
        cookies: [],
        origins: [{ origin: baseURL, localStorage: [{ name: 'forkcast.token', value: auth_token }] }],
      }),
    );
    await api.dispose();
  }
}
