import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { storageStateOf } from './support/accounts';
import { expectNoAxeViolations } from './helpers';

/**
 * The coach's branding (1-shell.txt, coach account / branding screen; issue 17): the demo coach
 * changes the primary colour and the logo, and a client's app wears them. The demo organisation's
 * brand is put back afterwards, whatever happens, as the other journeys know it: its colour is
 * changed and restored, its name never (they find it by name), and any colour keeps the app
 * readable (the theme's tokens), so journeys running meanwhile are not disturbed.
 */

/** The seeded demo brand (server/seed.ts). */
const DEMO_COLOUR = '#8bc34a';
const NEW_COLOUR = '#aa3300';
/** A 1-by-1 PNG, small and real: the server reads an image by its bytes. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A file of 1,000,001 bytes: one more than a logo may have. */
const OVERSIZED = Buffer.concat([LOGO, Buffer.alloc(1_000_001 - LOGO.length)]);
const TOO_BIG = 'Logo file size is too big. Please upload a file smaller than 1MB.';
const FIRST_LOAD = { timeout: 30_000 };

const tokenOf = (account: 'coach') =>
  (JSON.parse(readFileSync(storageStateOf(account), 'utf8')) as { origins: { localStorage: { value: string }[] }[] })
    .origins[0]!.localStorage[0]!.value;
const primaryColour = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toLowerCase(),
  );

async function restoreDemoBrand(request: APIRequestContext) {
  const headers = { Authorization: `Token ${tokenOf('coach')}` };
  const brand = (await (await request.get('/api/brand', { headers })).json()) as { id: number };
  const restored = await request.patch(`/api/users/organisation/${brand.id}/`, {
    headers,
    data: { primary_colour: DEMO_COLOUR, logo: null },
  });
  expect(restored.status()).toBe(200);
}

// Once, in the desktop project (each journey sets its own size), one after the other: the demo's
// brand is changed by one and read by the other.
test.describe('branding', { tag: '@desktop-only' }, () => {
  test.describe.configure({ mode: 'serial' });
  // Only this journey changes the brand, and it puts it back whatever happens.
  test.describe('rebranded', () => {
    test.afterEach(async ({ request }) => restoreDemoBrand(request));

    test('the coach changes colour and logo, refused over 1 MB, and a client sees the new brand', async ({
      browser,
    }) => {
      const coach = await browser.newContext({
        storageState: storageStateOf('coach'),
        viewport: { width: 1440, height: 1024 },
      });
      const page = await coach.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible(FIRST_LOAD);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Account' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Branding' })).toBeVisible();
      await expect(page).toHaveTitle('Branding · Forkcast');
      const form = page.getByRole('form', { name: 'Your brand' });
      const save = form.getByRole('button', { name: 'Save' });
      await expect(form.getByLabel('Organisation name')).toHaveValue('Forkcast Demo');
      await expect(form.getByLabel('Primary colour as a hex code')).toHaveValue(DEMO_COLOUR);
      await expect(save).toBeDisabled();
      const preview = page.getByRole('region', { name: 'Preview' });
      await expect(preview.getByRole('figure')).toHaveCount(2);
      await expectNoAxeViolations(page);

      // A logo over 1,000,000 bytes is refused before any upload, and Save stays off.
      const logo = form.getByLabel('Logo');
      await logo.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: OVERSIZED });
      await expect(form.getByText(TOO_BIG)).toBeVisible();
      await expect(save).toBeDisabled();
      await form.getByLabel('Choose the primary colour').fill(NEW_COLOUR);
      await expect(form.getByLabel('Primary colour as a hex code')).toHaveValue(NEW_COLOUR);
      await expect(save).toBeDisabled();
      await expectNoAxeViolations(page);

      // A blank name is refused at its field; typed back, Save waits for the logo only.
      const name = form.getByLabel('Organisation name');
      await name.fill('   ');
      await expect(form.getByText('Required')).toBeVisible();
      await name.fill('Forkcast Demo');
      await expect(form.getByText('Required')).toBeHidden();

      // A small PNG: the preview shows it in both schemes, in the new colour; saved by keyboard.
      await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
      await expect(form.getByText(TOO_BIG)).toBeHidden();
      await expect(preview.getByRole('img', { name: 'Forkcast Demo logo' })).toHaveCount(2);
      await expect(preview.locator('.mock-button').first()).toHaveCSS('background-color', 'rgb(170, 51, 0)');
      await expect(save).toBeEnabled();
      await save.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').getByText('Your branding has been updated.')).toBeVisible();
      // The coach's own app wears it at once, and the form starts again from what was saved.
      await expect.poll(() => primaryColour(page)).toBe(NEW_COLOUR);
      await expect(save).toBeDisabled();
      await expect(form.getByRole('button', { name: 'Remove logo' })).toBeVisible();
      await expectNoAxeViolations(page);

      // A client of the coach, on a phone: the new colour from the first screen on.
      const client = await browser.newContext({
        storageState: storageStateOf('sam'),
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      });
      const sam = await client.newPage();
      await sam.goto('/profile');
      await expect(sam.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible(FIRST_LOAD);
      await expect.poll(() => primaryColour(sam)).toBe(NEW_COLOUR);
      // On a wider window the navigation carries the organisation's logo.
      await sam.setViewportSize({ width: 1440, height: 1024 });
      const brandLogo = sam
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('img', { name: 'Forkcast Demo' });
      await expect(brandLogo).toBeVisible();
      await expect.poll(() => brandLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
      await client.close();

      // The coach removes the logo again: the navigation's name returns.
      await form.getByRole('button', { name: 'Remove logo' }).click();
      await expect(form.getByText('The logo will be removed when you save.')).toBeVisible();
      await save.click();
      await expect(form.getByText('No logo yet.')).toBeVisible();
      await expect(save).toBeDisabled();
      await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByText('Forkcast')).toBeAttached();
      await coach.close();
    });
  });

  test('on a phone the form comes before its preview, by keyboard, and a change can be undone', async ({ browser }) => {
    const coach = await browser.newContext({
      storageState: storageStateOf('coach'),
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await coach.newPage();
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Branding' })).toBeVisible(FIRST_LOAD);
    const form = page.getByRole('form', { name: 'Your brand' });
    const preview = page.getByRole('region', { name: 'Preview' });
    const formBox = (await form.boundingBox())!;
    expect((await preview.boundingBox())!.y).toBeGreaterThan(formBox.y + formBox.height - 1);
    await expectNoAxeViolations(page);

    // By keyboard: from the name to the colour picker and the hex code.
    const name = form.getByLabel('Organisation name');
    await name.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' Coaching');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Choose the primary colour')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Primary colour as a hex code')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('#0bc');
    await expect(form.getByText('Enter a colour like #00bcd4.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(preview.getByText('Forkcast Demo Coaching')).toHaveCount(2);
    await form.getByRole('button', { name: 'Undo changes' }).click();
    await expect(name).toHaveValue('Forkcast Demo');
    await expect(form.getByLabel('Primary colour as a hex code')).toHaveValue(DEMO_COLOUR);
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await coach.close();
  });
});
