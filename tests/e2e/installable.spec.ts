import { chromium, expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunch } from '../../playwright.config';

// An incognito context is never installable: this needs a persistent profile.
test('Chromium reports the app as installable', async ({ baseURL }) => {
  const profile = mkdtempSync(join(tmpdir(), 'forkcast-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunch, headless: true });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/diary`);
    await page.evaluate(async () => navigator.serviceWorker.ready);
    const session = await context.newCDPSession(page);
    await expect
      .poll(async () => {
        const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        return installabilityErrors.map((e) => e.errorId);
      })
      .toEqual([]);
    const manifest = await (await page.request.get(`${baseURL}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: 'Forkcast', display: 'standalone' });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
