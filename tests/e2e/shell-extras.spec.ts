import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { expectNoAxeViolations } from './helpers';

const isPhone = (project: string) => project === 'phone';
const HELP_SITE = 'https://help.forkcast.app/';

/** The help sites and chats are other hosts: answered here, never the network. */
async function answerHelpHosts(page: Page, chat: 'loads' | 'hangs' = 'loads') {
  await page
    .context()
    .route('https://help.forkcast.app/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Help</title><h1>Help site</h1>' }),
    );
  await page
    .context()
    .route('https://chat.example.org/**', (route) =>
      chat === 'loads'
        ? route.fulfill({ contentType: 'text/html', body: '<title>Chat</title><p>How can we help?</p>' })
        : undefined,
    );
}

const portalBrand = (changes: Record<string, unknown>) => ({
  id: 1,
  name: 'Demo',
  subdomain: 'demo',
  primary_colour: null,
  logo: null,
  logo_visible: true,
  support_url: null,
  recipe_system_type: 'COMPLEX',
  help_chat_url: null,
  pwa_signup: false,
  signup_status: 'OPEN',
  login_method: 'OTP',
  ...changes,
});
const portalUrl = (baseURL: string, path: string) => `http://demo.localhost:${new URL(baseURL).port}${path}`;

test.describe('the support button', () => {
  test('on the login screen of a phone it opens the help site; a desktop has none', async ({ page }, testInfo) => {
    await answerHelpHosts(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    const support = page.getByRole('button', { name: 'Help and support' });
    if (!isPhone(testInfo.project.name)) {
      // The app has loaded its screen; a desktop never shows the button, nor downloads it.
      await expect(page.getByLabel('Email address')).toBeVisible();
      await expect(support).toHaveCount(0);
      return;
    }
    await expect(support).toBeVisible();
    await expectNoAxeViolations(page);
    const popup = page.waitForEvent('popup');
    await support.click();
    await expect.poll(async () => (await popup).url()).toBe(HELP_SITE);
  });

  test("on a portal it opens the organisation's help chat, and the help site when the chat does not load in 5 s @phone-only", async ({
    page,
  }, testInfo) => {
    await answerHelpHosts(page, 'hangs');
    const brand = portalBrand({
      support_url: 'https://help.forkcast.app/demo',
      help_chat_url: 'https://chat.example.org/demo',
    });
    await page.route('**/api/brand/demo', (route) => route.fulfill({ json: brand }));
    await page.goto(portalUrl(testInfo.project.use.baseURL!, '/login'));
    await page.getByRole('button', { name: 'Help and support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Help chat' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Opening the help chat…')).toBeVisible();
    const popup = await page.waitForEvent('popup');
    await expect.poll(() => popup.url()).toBe('https://help.forkcast.app/demo');
    await expect(dialog).toBeHidden();
  });
});

test("a portal's help chat that loads stays open, in its frame, and Close returns to the button @phone-only", async ({
  page,
}, testInfo) => {
  await answerHelpHosts(page, 'loads');
  await page.route('**/api/brand/demo', (route) =>
    route.fulfill({ json: portalBrand({ help_chat_url: 'https://chat.example.org/demo' }) }),
  );
  await page.goto(portalUrl(testInfo.project.use.baseURL!, '/login'));
  const support = page.getByRole('button', { name: 'Help and support' });
  await support.click();
  const dialog = page.getByRole('dialog', { name: 'Help chat' });
  await expect(page.frameLocator('iframe[title="Help chat"]').getByText('How can we help?')).toBeVisible();
  await expect(dialog.getByText('Opening the help chat…')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(support).toBeFocused();
});

test.describe('the support button on My profile', () => {
  test('shows for a self-service person on a phone', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ storageState: storageStateOf('eva') });
    const page = await context.newPage();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
    const support = page.getByRole('button', { name: 'Help and support' });
    if (isPhone(testInfo.project.name)) await expect(support).toBeVisible();
    else await expect(support).toHaveCount(0);
    await context.close();
  });

  test("is not there for a coach's client", async ({ browser }) => {
    const context = await browser.newContext({ storageState: storageStateOf('sam') });
    const page = await context.newPage();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'About Forkcast' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Help and support' })).toHaveCount(0);
    await context.close();
  });
});

test.describe('installing the app', () => {
  test("the install screen offers the browser's prompt where it has one, and the steps; a failed prompt is ignored", async ({
    page,
  }) => {
    await page.goto('/install');
    await expect(page.getByRole('heading', { name: 'Install the app', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'In another browser' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The browser offers its prompt; the prompt fails: the steps stay.
    await page.evaluate(() =>
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => Promise.reject(new Error('refused')),
        }),
      ),
    );
    await page.getByRole('button', { name: 'Install the app' }).click();
    await expect(page.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'In another browser' })).toBeVisible();
  });

  test('Safari on an iPhone is shown its own steps', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    });
    const page = await context.newPage();
    await page.goto('/install');
    await expect(page.getByRole('heading', { name: 'On an iPhone or iPad (Safari)' })).toBeVisible();
    await expect(page.getByText("Scroll down and tap 'Add to Home Screen'.")).toBeVisible();
    await context.close();
  });

  test('My profile links to the install screen', async ({ browser }) => {
    const context = await browser.newContext({ storageState: storageStateOf('sam') });
    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Install the app' }).click();
    await expect(page.getByRole('heading', { name: 'Install the app', level: 1 })).toBeVisible();
    await context.close();
  });

  test("a portal that asks for the app shows a phone's browser the PWA signup first @phone-only", async ({
    page,
  }, testInfo) => {
    await page.route('**/api/brand/demo', (route) => route.fulfill({ json: portalBrand({ pwa_signup: true }) }));
    await page.goto(portalUrl(testInfo.project.use.baseURL!, '/login'));
    await expect(page.getByRole('heading', { name: 'Get the app' })).toBeVisible();
    await expect(page.getByText('Demo works best as an app on your phone.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Install the app' }).click();
    await expect(page.getByRole('heading', { name: 'Install the app', level: 1 })).toBeVisible();
    await page.goBack();
    await page.getByRole('button', { name: 'Continue in the browser' }).click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    // Chosen for this visit: a reload keeps the login form.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  test('a desktop browser of the same portal goes straight to the login form @desktop-only', async ({
    page,
  }, testInfo) => {
    await page.route('**/api/brand/demo', (route) => route.fulfill({ json: portalBrand({ pwa_signup: true }) }));
    await page.goto(portalUrl(testInfo.project.use.baseURL!, '/login'));
    await expect(page.getByText('Log in to Demo with your email address.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get the app' })).toHaveCount(0);
  });
});

test.describe('the welcome carousel', () => {
  // A first visit: nothing stored on this device.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a first visit sees five slides, usable by keyboard, once', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    const carousel = page.getByRole('region', { name: 'Introduction' });
    await expect(carousel.getByRole('heading', { name: 'Welcome to Forkcast' })).toBeVisible();
    await expect(carousel.getByRole('group', { name: 'Slide 1 of 5' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Next by keyboard, then the arrow keys, End and Home.
    await carousel.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('heading', { name: 'Recipes that fit your plan' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByRole('heading', { name: 'Advice based on research' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByRole('heading', { name: 'Plan your week' })).toBeVisible();
    await page.keyboard.press('Home');
    await expect(carousel.getByRole('group', { name: 'Slide 1 of 5' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Go to slide 5' }).click();
    await expect(carousel.getByRole('heading', { name: 'Shopping lists in a tap' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Go to slide 5' })).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page, ['light']);

    await carousel.getByRole('button', { name: 'Get started' }).click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Introduction' })).toHaveCount(0);
  });

  test('Skip ends it too, in Dutch on a Dutch device', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'nl-NL', storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welkom bij Forkcast' })).toBeVisible();
    await page.getByRole('button', { name: 'Overslaan' }).click();
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await context.close();
  });
});

test.describe('the waitlist', () => {
  test("a full organisation's portal offers the waitlist instead of signing up, with the server's refusals at the field", async ({
    page,
  }, testInfo) => {
    await page.route('**/api/brand/demo', (route) => route.fulfill({ json: portalBrand({ signup_status: 'FULL' }) }));
    // The real route is API-tested (tests/api/waitlist.test.ts); here the screen meets each of its answers.
    let calls = 0;
    await page.route('**/api/users/organisations/demo/waitlist/', (route) =>
      ++calls === 1
        ? route.fulfill({ status: 400, json: { email: ['This address cannot receive mail.'] } })
        : route.fulfill({ status: 202, json: { detail: 'Thank you.' } }),
    );
    await page.goto(portalUrl(testInfo.project.use.baseURL!, '/login'));
    const waitlist = page.getByRole('region', { name: 'Demo is full at the moment' });
    await expect(waitlist).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create your plan' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const field = waitlist.getByLabel('Email address');
    await field.fill('not an email');
    await waitlist.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(waitlist.getByText('Invalid email')).toBeVisible();
    expect(calls).toBe(0);
    await field.fill('waiting@example.com');
    await waitlist.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(waitlist.getByText('This address cannot receive mail.')).toBeVisible();
    await expect(field).toBeFocused();
    await waitlist.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(
      waitlist.getByText('Thank you. We will email waiting@example.com when there is a place for you.'),
    ).toBeVisible();
    await expectNoAxeViolations(page, ['light']);
  });
});

test.describe('the error catalogue', () => {
  test("the login form shows the server's refusal of a field at that field", async ({ page }) => {
    await page.route('**/api/createMagicLink', (route) =>
      route.fulfill({ status: 400, json: { email: ['Enter an address this server can mail.'] } }),
    );
    await page.goto('/login');
    const field = page.getByLabel('Email address');
    await field.fill('someone@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Enter an address this server can mail.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
  });

  test("a help site the browser refuses to open says 'Failed to open the link. Please try again.' @phone-only", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Help and support' }).click();
    await expect(page.getByText('Failed to open the link. Please try again.')).toBeVisible();
  });
});
