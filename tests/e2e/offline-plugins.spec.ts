import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorker } from './helpers';
import { storageStateOf } from './support/accounts';
import { simpleClientReady } from './support/simple';

/**
 * A plugin's code is its organisations' alone: the service worker's precache leaves it out, and the
 * app keeps the files of the plugins that are on for offline use (scripts/pluginChunks.ts).
 */
const pluginFiles = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/plugin-chunks.json')).json()) as Record<string, string[]>);

/** Every file the browser's caches hold, by cache. */
const cached = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      all[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return all;
  });

test('an organisation with the full recipe system never downloads the simple recipes', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateOf('eva') });
  const requested: string[] = [];
  context.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const page = await context.newPage();
  await page.goto('/diary');
  await waitForServiceWorker(page);
  const own = await pluginFiles(page);
  const simple = own['simple-recipes']!;
  expect(simple.length).toBeGreaterThan(0);

  const everything = Object.values(await cached(page)).flat();
  // The app shell is precached, and the plugins of this organisation (the demo's hormone theme) are kept.
  expect(everything.filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(20);
  await expect
    .poll(async () => (await cached(page))['forkcast-plugins'] ?? [])
    .toEqual(expect.arrayContaining(own['hormone-theme']!));
  expect(everything.filter((path) => simple.includes(path))).toEqual([]);
  expect(requested.filter((path) => simple.includes(path))).toEqual([]);
  // By name too, so a screen the build failed to count as the plugin's would show here.
  const simpleScreen = /\/assets\/Simple(Inspiration|Search|RecipeDetail)Screen-/;
  expect([...everything, ...requested].filter((path) => simpleScreen.test(path))).toEqual([]);
  await context.close();
});

test("a simple organisation's recipe screens open offline, also one never opened online", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    storageState: storageStateOf(testInfo.project.name === 'phone' ? 'ilse' : 'thijs'),
  });
  const page = await context.newPage();
  await simpleClientReady(page);
  await page.goto('/diary');
  await waitForServiceWorker(page);
  const simple = (await pluginFiles(page))['simple-recipes']!;
  await expect.poll(async () => (await cached(page))['forkcast-plugins'] ?? []).toEqual(expect.arrayContaining(simple));

  await context.setOffline(true);
  await page.goto('/recipes/simple?favourites=true&hideSearch=true&title=Saved');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Something happened!')).toHaveCount(0);
  await context.setOffline(false);
  await context.close();
});
