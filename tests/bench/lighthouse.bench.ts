/**
 * The first load as Lighthouse (mobile, its default: a mid-range phone on a slow 4G line, simulated)
 * sees it: /login for a first visitor, and /diary for a person signed in on a device that holds
 * nothing else yet (the account's data, the code and the service worker all come from the server).
 * The real server serves the built app (compressed, as in production) on PGlite with the demo
 * accounts. Prints the performance score's p50 and minimum beside the goal, the first contentful
 * paint, the largest contentful paint, the total blocking time and the bytes transferred. Asserts
 * nothing about them. Needs the built app; builds nothing itself. Downloads nothing: Debian's
 * Chromium (CHROMIUM_PATH) and Lighthouse from npm.
 *
 *   npm run build && npx tsx tests/bench/lighthouse.bench.ts [runs]
 */
import { chromium as playwright } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from '../../server/app';
import { issueAuthToken } from '../../server/auth/authTokens';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { seedDemo } from '../../server/seed';
import { chromiumLaunch } from '../../playwright.config';

const RUNS = Number(process.argv[2] ?? 3);
// LIGHTHOUSE_REPORTS=dir keeps each run's whole report (JSON) there, to read the audits' details.
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const GOAL = { score: 90 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

// BENCH_DIST: another build to compare, back to back; LIGHTHOUSE_PAGES=/login: one page only.
const staticDir = process.env.BENCH_DIST ?? join(import.meta.dirname, '../../dist');
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',');
if (!existsSync(join(staticDir, 'index.html'))) throw new Error('Build the app first: npm run build');

const db = await openPglite(undefined);
await migrate(db);
await seedDemo(db);
const { rows } = await db.query<{ id: string }>("select id from users where email = 'sam@example.com'");
const token = await issueAuthToken(db, Number(rows[0]!.id), new Date());
const app = await buildServer({
  deps: { db, mailer: { send: async () => {} }, config: { PUBLIC_URL: 'http://localhost' }, now: () => new Date() },
  staticDir,
  logLevel: 'silent',
});
// localhost, not 127.0.0.1: the origin the service worker and the CSP see in production is a name.
const base = (await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' })).replace(
  '127.0.0.1',
  'localhost',
);

const chrome = await chromeLauncher.launch({ chromePath: chromiumLaunch.executablePath, chromeFlags: CHROME_FLAGS });
// Playwright reaches the same browser over its debugging port to prepare each signed-in run.
const browser = await playwright.connectOverCDP(`http://127.0.0.1:${chrome.port}`);

/**
 * Empties the browser's HTTP cache and the origin (storage, caches, service worker), as Lighthouse
 * itself does, and for a signed-in run stores the token as the app does.
 */
async function prepare(signedIn: boolean) {
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
  if (signedIn) {
    // Any page of the origin gives access to its storage; the manifest runs no script of the app.
    await page.goto(`${base}/manifest.webmanifest`);
    await page.evaluate((t) => localStorage.setItem('forkcast.token', t), token);
  }
  await cdp.detach();
  await page.close();
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  bytes: number;
  scriptBytes: number;
}

async function audit(path: string, signedIn: boolean, run: number): Promise<Run> {
  await prepare(signedIn);
  const result = await lighthouse(`${base}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The signed-in run keeps the token placed above; everything else was emptied by prepare().
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  const { lhr } = result;
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(join(REPORTS, `${path.slice(1) || 'root'}-${run}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${path}: ${lhr.runtimeError.message}`);
  const audits = lhr.audits;
  const requests = (
    audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    bytes: audits['total-byte-weight']?.numericValue ?? NaN,
    scriptBytes: (requests ?? [])
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} KB`;

try {
  console.log(`Lighthouse ${RUNS} run(s) per page, mobile preset, ${base} (the built app as this server sends it)`);
  for (const [path, signedIn] of [
    ['/login', false],
    ['/diary', true],
  ] as const) {
    if (PAGES && !PAGES.includes(path)) continue;
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(path, signedIn, i));
    const scores = runs.map((r) => r.score);
    const of = (key: keyof Run) => median(runs.map((r) => r[key]));
    console.log(
      `${path}${signedIn ? ' (signed in)' : ''}: performance p50 ${median(scores)}, min ${Math.min(...scores)} ` +
        `(goal at least ${GOAL.score}; runs ${scores.join(', ')}); p50 FCP ${seconds(of('fcp'))}, ` +
        `LCP ${seconds(of('lcp'))}, TBT ${of('tbt').toFixed(0)} ms; transferred ${kb(of('bytes'))}, ` +
        `of it JavaScript ${kb(of('scriptBytes'))}`,
    );
  }
} finally {
  await browser.close().catch(() => undefined);
  chrome.kill();
  await app.close();
  await db.close();
}
