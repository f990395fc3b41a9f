/**
 * The diary with about three years of heavy use in the log, in Chromium: 100,000 events pushed to
 * a real server for one person, pulled into the browser's IndexedDB by the app itself; then the
 * cold open of the diary from IndexedDB (offline, snapshot plus replay) and after the snapshots are
 * dropped (full rebuild), and the time from a tap on the check circle to the item shown eaten.
 * Cold opens count from the app's code loaded (the `forkcast:code-loaded` mark of src/main.tsx) to
 * today's items on screen. Figures are printed beside the goals of issue 20, never asserted.
 * Needs the built app: `npm run build` first. BENCH_PROFILE=<dir> writes Chromium CPU profiles of
 * one cold open, one full rebuild and of the taps there; BENCH_TRACE=<dir> writes Chromium traces
 * (the performance panel's, with the marks) of one of each; BENCH_MARKS=1 prints the
 * app's performance marks of the cold opens. For a faster round: BENCH_OPENS_ONLY=1 leaves the taps
 * out, BENCH_EVENTS a shorter history; BENCH_DIST=<dir> measures another build than dist/, and
 * BENCH_COMPARE=<dir> a second build beside it, open for open in turn on a device of its own, so a
 * change is compared under the same load of a shared machine (BENCH_REOPENS: opens of each kind).
 *
 *   npx tsx tests/bench/diary.bench.ts
 */
import { chromium } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cryptoIdSource } from '../../src/core/ids';
import { PUSH_BATCH_LIMIT } from '../../src/core/api/sync';
import { buildServer } from '../../server/app';
import { issueAuthToken } from '../../server/auth/authTokens';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { seedDemo } from '../../server/seed';
import { chromiumLaunch } from '../../playwright.config';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const TAPS = 200;
/** BENCH_REOPENS: more cold opens of each kind than 9, for a steadier p95. */
const REOPENS = Number(process.env.BENCH_REOPENS ?? 9);
const PROFILE_DIR = process.env.BENCH_PROFILE;
/**
 * BENCH_MARKS=1 prints, for the cold opens, when each of the app's `forkcast:` marks came after the
 * code loaded, and when each file fetched meanwhile was in («name»), as medians.
 */
const MARKS = Boolean(process.env.BENCH_MARKS);
const TRACE_DIR = process.env.BENCH_TRACE;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

// BENCH_DIST: another build than dist/ (so dist/ can be built again while a bench runs).
const staticDir = process.env.BENCH_DIST ?? join(import.meta.dirname, '../../dist');
if (!existsSync(join(staticDir, 'index.html'))) throw new Error('Build the app first: npm run build');

const db = await openPglite(undefined);
await migrate(db);
await seedDemo(db);
const { rows } = await db.query<{ id: string }>("select id from users where email = 'sam@example.com'");
const userId = Number(rows[0]!.id);
const token = await issueAuthToken(db, userId, new Date());
const serve = async (dir: string) => {
  const server = await buildServer({
    deps: {
      db,
      mailer: { send: async () => {} },
      config: { PUBLIC_URL: 'http://localhost' },
      now: () => new Date(),
      quotas: { eventsPerMinute: 100_000_000 },
    },
    staticDir: dir,
    logLevel: 'silent',
  });
  return { server, base: await server.listen({ port: 0, host: '127.0.0.1' }) };
};
const { server: app, base } = await serve(staticDir);

// Three years of days, newest today: foods and quick adds in the slots, most of them marked eaten,
// some deleted, a note now and then.
const stream = `user:${userId}`;
const device = 'bench-history';
const milk = {
  id: 'sr:01077',
  name: 'Milk, whole, 3.25% milkfat',
  brand: null,
  servings: [
    { id: 'sr:01077/0', description: '100 g', grams: 100, kcal: 61, protein: 3.2, carbohydrates: 4.8, fat: 3.3 },
  ],
};
const events: { type: string; payload: unknown; date: string }[] = [];
const today = new Date();
for (let back = 0; events.length < EVENTS; back++) {
  const date = format(addDays(today, -back), 'yyyy-MM-dd');
  for (let i = 0; i < 40 && events.length < EVENTS; i++) {
    const itemId = `${date}-${i}`;
    const mealMoment = (['BREAKFAST', 'LUNCH', 'AFTERNOON_SNACK', 'DINNER'] as const)[i % 4];
    if (i % 3 === 0)
      events.push({
        date,
        type: 'QuickAddLogged',
        payload: { itemId, date, mealMoment, nutrients: { kcal: 120 + i, protein: 5 } },
      });
    else
      events.push({
        date,
        type: 'FoodLogged',
        payload: {
          itemId,
          date,
          mealMoment,
          food: milk,
          servingId: 'sr:01077/0',
          amount: 1 + (i % 3),
          nutrients: { kcal: 61 * (1 + (i % 3)), protein: 3.2, carbohydrates: 4.8, fat: 3.3 },
        },
      });
    if (i % 5 !== 4) events.push({ date, type: 'DiaryItemMarked', payload: { itemId, status: 'EATEN' } });
    if (i % 17 === 16) events.push({ date, type: 'PlannedMealRemoved', payload: { itemId } });
  }
  if (back % 7 === 0)
    events.push({ date, type: 'DayNoteSet', payload: { date, note: `Week ${back / 7}: slept well.` } });
}
const ids = cryptoIdSource();
let lastSeq = 0;
const pushStarted = performance.now();
for (let at = 0; at < events.length; at += PUSH_BATCH_LIMIT) {
  const batch = events.slice(at, at + PUSH_BATCH_LIMIT).map((e, i) => ({
    id: ids.next(),
    stream,
    type: e.type,
    v: 1,
    payload: e.payload,
    actor: `user:${userId}`,
    device,
    deviceSeq: at + i + 1,
    at: new Date().toISOString(),
  }));
  const response = await fetch(`${base}/api/sync/push`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` },
    body: JSON.stringify({ device, events: batch }),
  });
  if (!response.ok) throw new Error(`push: ${response.status} ${await response.text()}`);
  const { accepted } = (await response.json()) as { accepted: { seq: number }[] };
  lastSeq = Math.max(lastSeq, ...accepted.map((a) => a.seq));
}
const pushSeconds = (performance.now() - pushStarted) / 1000;
// PostgreSQL's autovacuum gathers a table's statistics after such a load, and its planner then
// plans the pulls on them (migration 028); PGlite never gathers them on its own, so the bench does.
await db.query('analyze events');

// The server's part of a first pull: every page fetched and parsed in Node, nothing stored.
const pullStarted = performance.now();
let pulledBytes = 0;
for (let after = 0, more = true; more;) {
  const response = await fetch(`${base}/api/sync/pull?stream=${stream}&after=${after}`, {
    headers: { Authorization: `Token ${token}`, 'Accept-Encoding': 'identity' },
  });
  const text = await response.text();
  pulledBytes += text.length;
  const body = JSON.parse(text) as { cursor: number; hasMore: boolean };
  more = body.hasMore;
  after = body.cursor;
}
const serverPullSeconds = (performance.now() - pullStarted) / 1000;

const browser = await chromium.launch(chromiumLaunch);
const todayIso = format(today, 'yyyy-MM-dd');
const expectedItems = new Set(
  events
    .filter((e) => e.date === todayIso && e.type !== 'DayNoteSet' && e.type !== 'DiaryItemMarked')
    .map((e) => (e.payload as { itemId: string }).itemId),
);
for (const e of events)
  if (e.type === 'PlannedMealRemoved') expectedItems.delete((e.payload as { itemId: string }).itemId);
type Marks = Record<string, number>;
type Shown = { fromStart: number; fromCode: number; marks: Marks };

/** A device (a browser context) on a server of one build, with the history pulled by the app itself. */
async function newDevice(base: string) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'en-GB',
    serviceWorkers: 'allow',
  });
  await context.addInitScript((t) => localStorage.setItem('forkcast.token', t), token);
  // tsx keeps function names with a helper that the functions sent to the page would miss.
  await context.addInitScript({ content: 'window.__name = (f) => f;' });
  // In every page: the moment today's items are all on screen, and whether the loading progress showed.
  await context.addInitScript((n) => {
    const w = window as unknown as { __diaryShownAt?: number; __progressSeen?: boolean };
    new MutationObserver((_, observer) => {
      // The loading screen's progress, or the line above a new device's preview.
      if (document.querySelector('[data-testid="data-loading"] progress, [data-testid="history-loading"] progress'))
        w.__progressSeen = true;
      if (document.querySelectorAll('[data-testid="diary-item"]').length === n) {
        w.__diaryShownAt = performance.now();
        // For a trace (BENCH_TRACE): the same moment among the app's marks.
        performance.mark('bench:items-shown');
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, expectedItems.size);
  const page = await context.newPage();
  const diaryReady = () =>
    page.waitForFunction(
      () => (window as unknown as { __diaryShownAt?: number }).__diaryShownAt !== undefined,
      undefined,
      {
        timeout: 600_000,
        polling: 20,
      },
    );
  /** Milliseconds from the page's start, and from the app's code loaded, to today's diary on screen. */
  const shownTimes = (): Promise<Shown> =>
    page.evaluate(() => {
      const shown = (window as unknown as { __diaryShownAt: number }).__diaryShownAt;
      const code = performance.getEntriesByName('forkcast:code-loaded')[0]?.startTime ?? NaN;
      const marks = Object.fromEntries(
        performance
          .getEntriesByType('mark')
          .filter((m) => m.name.startsWith('forkcast:'))
          .map((m) => [m.name.slice('forkcast:'.length), m.startTime - code]),
      );
      // What the open waited for: each file fetched after the code loaded, by when it was in.
      const files = Object.fromEntries(
        performance
          .getEntriesByType('resource')
          .filter((r) => r.startTime >= code && r.startTime < shown)
          .map((r) => [
            `«${r.name.split('/').pop()!.split('?')[0]}»`,
            (r as PerformanceResourceTiming).responseEnd - code,
          ]),
      );
      return { fromStart: shown, fromCode: shown - code, marks: { ...marks, ...files, 'items shown': shown - code } };
    });

  // BENCH_PROFILE: the first pull is profiled too, from navigation to the whole history stored.
  const firstPullCdp = PROFILE_DIR ? await context.newCDPSession(page) : null;
  if (firstPullCdp) {
    await firstPullCdp.send('Profiler.enable');
    await firstPullCdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await firstPullCdp.send('Profiler.start');
  }
  const firstStarted = performance.now();
  await page.goto(`${base}/diary?date=${todayIso}`);
  await diaryReady();
  const firstShown = await shownTimes();
  // The whole history is on the device once the stream's cursor in IndexedDB reaches the last event.
  const cursorInIndexedDb = () =>
    page.evaluate(async (cursorKey) => {
      for (const info of await indexedDB.databases()) {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(info.name!);
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        if (!db.objectStoreNames.contains('meta')) {
          db.close();
          continue;
        }
        const value = await new Promise((resolve) => {
          const request = db.transaction('meta').objectStore('meta').get(cursorKey);
          request.onsuccess = () => resolve(request.result);
        });
        db.close();
        if (typeof value === 'number') return value;
      }
      return 0;
    }, `cursor:${stream}`);
  while ((await cursorInIndexedDb()) < lastSeq) await new Promise((resolve) => setTimeout(resolve, 20));
  const historySeconds = (performance.now() - firstStarted) / 1000;
  if (firstPullCdp && PROFILE_DIR) {
    const { profile } = await firstPullCdp.send('Profiler.stop');
    mkdirSync(PROFILE_DIR, { recursive: true });
    writeFileSync(join(PROFILE_DIR, 'first-pull.cpuprofile'), JSON.stringify(profile));
    await firstPullCdp.detach();
  }
  if (MARKS)
    console.log(
      '    first pull (ms from navigation): ' +
        (await page.evaluate(() =>
          performance
            .getEntriesByType('mark')
            .filter((m) => m.name.startsWith('forkcast:'))
            .map((m) => `${m.name.slice('forkcast:'.length)} ${m.startTime.toFixed(0)}`)
            .join(', '),
        )) +
        '\n    pull requests (start/response start/end, ms from navigation): ' +
        (await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((r) => r.name.includes('/sync/pull'))
            .map((r) => {
              const t = r as PerformanceResourceTiming;
              return `${t.startTime.toFixed(0)}/${t.responseStart.toFixed(0)}/${t.responseEnd.toFixed(0)}`;
            })
            .join(', '),
        )),
    );
  if (process.env.BENCH_FIRST_PULL_ONLY) {
    console.log(
      `  new device: today's diary on screen (from navigation) ${(firstShown.fromStart / 1000).toFixed(2)} s`,
    );
    console.log(`  new device: whole history in IndexedDB (from navigation) ${historySeconds.toFixed(2)} s`);
    process.exit(0);
  }
  const progressSeen = await page.evaluate(
    () => (window as unknown as { __progressSeen?: boolean }).__progressSeen === true,
  );
  // The snapshot is written after the last page; the sync indicator then says all is saved.
  await page.waitForFunction(
    () => document.querySelector('.sync-indicator')?.textContent?.includes('All changes saved'),
    undefined,
    { timeout: 600_000 },
  );
  await page.evaluate(async () => navigator.serviceWorker.ready);

  const cdp = PROFILE_DIR ? await context.newCDPSession(page) : null;
  async function profiled<T>(name: string, run: () => Promise<T>): Promise<T> {
    if (!cdp || !PROFILE_DIR) return run();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
    const result = await run();
    const { profile } = await cdp.send('Profiler.stop');
    mkdirSync(PROFILE_DIR, { recursive: true });
    writeFileSync(join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
    return result;
  }
  /** BENCH_TRACE=<dir>: a Chromium trace (the performance panel's) of one run, with the app's marks in it. */
  async function traced<T>(name: string, run: () => Promise<T>): Promise<T> {
    if (!TRACE_DIR) return run();
    mkdirSync(TRACE_DIR, { recursive: true });
    await browser.startTracing(page, {
      path: join(TRACE_DIR, `${name}.json`),
      categories: [
        'devtools.timeline',
        'blink.user_timing',
        'v8',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    const result = await run();
    await browser.stopTracing();
    return result;
  }
  async function reopen(): Promise<Shown> {
    await page.reload();
    await diaryReady();
    return shownTimes();
  }
  const dropSnapshots = () =>
    page.evaluate(async () => {
      for (const info of await indexedDB.databases()) {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(info.name!);
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        for (const store of ['snapshots', 'snapshotParts'])
          if (db.objectStoreNames.contains(store)) {
            const tx = db.transaction(store, 'readwrite');
            tx.objectStore(store).clear();
            await new Promise((resolve) => (tx.oncomplete = resolve));
          }
        db.close();
      }
    });
  // Offline: the diary comes from IndexedDB alone (the service worker serves the app).
  await context.setOffline(true);
  await reopen();
  return { page, firstShown, historySeconds, progressSeen, profiled, traced, reopen, dropSnapshots };
}
type Device = Awaited<ReturnType<typeof newDevice>>;

// BENCH_COMPARE=<dir>: another build (its own server and device) measured in turn with this one,
// open for open, so both meet the same load.
const compared = process.env.BENCH_COMPARE ? await serve(process.env.BENCH_COMPARE) : null;
const mine = await newDevice(base);
const other = compared ? await newDevice(compared.base) : null;
const devices: Device[] = other ? [mine, other] : [mine];
interface Opens {
  snapshot: number[];
  snapshotPages: number[];
  snapshotMarks: Marks[];
  rebuild: number[];
  rebuildMarks: Marks[];
}
const opens = new Map<Device, Opens>(
  devices.map((d) => [d, { snapshot: [], snapshotPages: [], snapshotMarks: [], rebuild: [], rebuildMarks: [] }]),
);
for (let i = 0; i < REOPENS; i++)
  for (const d of devices) {
    const { fromCode, fromStart, marks } = await (i === 0 && d === mine
      ? d.profiled('cold-open', d.reopen)
      : i === 1
        ? d.traced(d === mine ? 'cold-open' : 'cold-open-compared', d.reopen)
        : d.reopen());
    const o = opens.get(d)!;
    o.snapshot.push(fromCode);
    o.snapshotPages.push(fromStart);
    o.snapshotMarks.push(marks);
  }
for (let i = 0; i < REOPENS; i++)
  for (const d of devices) {
    await d.dropSnapshots();
    const { fromCode, marks } = await (i === 0 && d === mine
      ? d.profiled('rebuild', d.reopen)
      : i === 1
        ? d.traced(d === mine ? 'rebuild' : 'rebuild-compared', d.reopen)
        : d.reopen());
    const o = opens.get(d)!;
    o.rebuild.push(fromCode);
    o.rebuildMarks.push(marks);
  }

// BENCH_OPENS_ONLY=1: the cold opens alone, no taps.
const taps = process.env.BENCH_OPENS_ONLY ? [] : await tapOn(mine);
async function tapOn({ page, reopen, profiled }: Device) {
  // The last rebuild's snapshot is written on the next cycle; reopen once so the taps start from a snapshot boot.
  await reopen();
  // Taps on the check circles of today's items, in turn; each until the item shows its new status.
  return profiled('taps', () =>
    page.evaluate(async (count) => {
      const times: number[] = [];
      const items = () => [...document.querySelectorAll<HTMLElement>('[data-testid="diary-item"]')];
      for (let i = 0; i < count; i++) {
        const list = items();
        const item = list[i % list.length]!;
        const button = item.querySelector<HTMLButtonElement>('.check-circle')!;
        while (button.disabled) await new Promise((r) => setTimeout(r, 10));
        const before = item.dataset.status;
        const started = performance.now();
        await new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            if (item.dataset.status !== before) {
              observer.disconnect();
              resolve();
            }
          });
          observer.observe(item, { attributes: true, attributeFilter: ['data-status'] });
          button.click();
        });
        times.push(performance.now() - started);
      }
      return times;
    }, TAPS),
  );
}

/** Each mark's median over the opens, in the order they came. */
const medianMarks = (opens: Marks[]) => {
  const names = [...new Set(opens.flatMap((marks) => Object.keys(marks)))];
  return names
    .map(
      (name) =>
        [
          name,
          percentile(
            opens.flatMap((marks) => (name in marks ? [marks[name]!] : [])),
            50,
          ),
        ] as const,
    )
    .sort((a, b) => a[1] - b[1])
    .map(([name, at]) => `${name} ${at.toFixed(0)}`)
    .join(', ');
};
const ms = (n: number) => `${n.toFixed(0)} ms`;
const spread = (values: number[], unit: (n: number) => string = ms) =>
  `p5 ${unit(percentile(values, 5))}, p50 ${unit(percentile(values, 50))}, p95 ${unit(percentile(values, 95))}`;
const row = (name: string, figure: string, goal: string) =>
  console.log(`  ${name.padEnd(58)} ${figure.padEnd(40)} goal ${goal}`);
console.log(
  `Diary bench: ${events.length.toLocaleString('en')} events over ${new Set(events.map((e) => e.date)).size} days, ${expectedItems.size} items today (phone viewport, offline after the first sync)`,
);
console.log(`  push of the history to the server (PGlite): ${pushSeconds.toFixed(1)} s`);
console.log(
  `  pull of the history from the server alone (Node client, PGlite): ${serverPullSeconds.toFixed(2)} s, ${(pulledBytes / 1e6).toFixed(1)} MB of JSON`,
);
for (const d of devices) {
  if (other)
    console.log(d === mine ? `  this build (${staticDir}):` : `  compared build (${process.env.BENCH_COMPARE}):`);
  const o = opens.get(d)!;
  row(
    "new device: today's diary on screen (from navigation)",
    `${(d.firstShown.fromStart / 1000).toFixed(2)} s`,
    '≤ 1 s',
  );
  row('new device: whole history in IndexedDB (from navigation)', `${d.historySeconds.toFixed(2)} s`, '≤ 3 s');
  row('new device: loading progress shown', d.progressSeen ? 'yes' : 'no', 'yes');
  row(`cold open, snapshot (code loaded → today shown, ${REOPENS}×)`, spread(o.snapshot), 'p95 ≤ 150 ms');
  row(`cold open, snapshot (navigation → today shown, ${REOPENS}×)`, spread(o.snapshotPages), '(first-load part)');
  row(`cold open, full rebuild (code loaded → today shown, ${REOPENS}×)`, spread(o.rebuild), 'p95 ≤ 600 ms');
  if (MARKS) {
    console.log(`    marks, snapshot (ms after code loaded): ${medianMarks(o.snapshotMarks)}`);
    console.log(`    marks, full rebuild (ms after code loaded): ${medianMarks(o.rebuildMarks)}`);
  }
}
if (taps.length > 0)
  row(
    `tap 'mark eaten' → item shown eaten (${TAPS}×)`,
    spread(taps, (n) => `${n.toFixed(1)} ms`),
    'p95 ≤ 16 ms',
  );

await browser.close();
await app.close();
await compared?.server.close();
await db.close();
