/**
 * The diary with about three years of heavy use in the log, in Chromium: 100,000 events pushed to
 * a real server for one person, pulled into the browser's IndexedDB by the app itself; then the
 * cold open of the diary from IndexedDB (offline, snapshot plus replay) and after the snapshots are
 * dropped (full rebuild), and the time from a tap on the check circle to the item shown eaten.
 * Figures are printed, never asserted. Needs the built app: `npm run build` first.
 *
 *   npx tsx tests/bench/diary.bench.ts
 */
import { chromium } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { existsSync } from 'node:fs';
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
const REOPENS = 5;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

const staticDir = join(import.meta.dirname, '../../dist');
if (!existsSync(join(staticDir, 'index.html'))) throw new Error('Build the app first: npm run build');

const db = await openPglite(undefined);
await migrate(db);
await seedDemo(db);
const { rows } = await db.query<{ id: string }>("select id from users where email = 'sam@example.com'");
const userId = Number(rows[0]!.id);
const token = await issueAuthToken(db, userId, new Date());
const app = await buildServer({
  deps: { db, mailer: { send: async () => {} }, config: { PUBLIC_URL: 'http://localhost' }, now: () => new Date() },
  staticDir,
  logLevel: 'silent',
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });

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

const browser = await chromium.launch(chromiumLaunch);
const context = await browser.newContext({
  viewport: { width: 375, height: 812 },
  locale: 'en-GB',
  serviceWorkers: 'allow',
});
await context.addInitScript((t) => localStorage.setItem('forkcast.token', t), token);
// tsx keeps function names with a helper that the functions sent to the page would miss.
await context.addInitScript({ content: 'window.__name = (f) => f;' });
const page = await context.newPage();
const todayIso = format(today, 'yyyy-MM-dd');
const expectedItems = new Set(
  events
    .filter((e) => e.date === todayIso && e.type !== 'DayNoteSet' && e.type !== 'DiaryItemMarked')
    .map((e) => (e.payload as { itemId: string }).itemId),
);
for (const e of events)
  if (e.type === 'PlannedMealRemoved') expectedItems.delete((e.payload as { itemId: string }).itemId);
const diaryReady = () =>
  page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="diary-item"]').length === n,
    expectedItems.size,
    { timeout: 600_000, polling: 50 },
  );

const firstStarted = performance.now();
await page.goto(`${base}/diary?date=${todayIso}`);
await diaryReady();
const todayShownSeconds = (performance.now() - firstStarted) / 1000;
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
while ((await cursorInIndexedDb()) < lastSeq) await new Promise((resolve) => setTimeout(resolve, 250));
// The snapshot is written after the last page; the sync indicator then says all is saved.
await page.waitForFunction(
  () => document.querySelector('.sync-indicator')?.textContent?.includes('All changes saved'),
  undefined,
  { timeout: 600_000 },
);
const firstSyncSeconds = (performance.now() - firstStarted) / 1000;
await page.evaluate(async () => navigator.serviceWorker.ready);

async function reopen(): Promise<number> {
  const started = performance.now();
  await page.reload();
  await diaryReady();
  return performance.now() - started;
}
// Offline: the diary comes from IndexedDB alone (the service worker serves the app).
await context.setOffline(true);
await reopen();
const snapshotOpens: number[] = [];
for (let i = 0; i < REOPENS; i++) snapshotOpens.push(await reopen());
const rebuildOpens: number[] = [];
for (let i = 0; i < REOPENS; i++) {
  await page.evaluate(async () => {
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      if (db.objectStoreNames.contains('snapshots')) {
        const tx = db.transaction('snapshots', 'readwrite');
        tx.objectStore('snapshots').clear();
        await new Promise((resolve) => (tx.oncomplete = resolve));
      }
      db.close();
    }
  });
  rebuildOpens.push(await reopen());
}

// Taps on the check circles of today's items, in turn; each until the item shows its new status.
const taps = await page.evaluate(async (count) => {
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
}, TAPS);

console.log(
  `Diary bench: ${events.length.toLocaleString('en')} events over ${new Set(events.map((e) => e.date)).size} days, ${expectedItems.size} items today (phone viewport, offline after the first sync)`,
);
console.log(`  push of the history to the server (PGlite): ${pushSeconds.toFixed(1)} s`);
console.log(
  `  first open on a new device: today shown after ${todayShownSeconds.toFixed(1)} s, the whole history pulled into IndexedDB after ${firstSyncSeconds.toFixed(1)} s`,
);
console.log(
  `  cold open from IndexedDB, snapshot + replay: p50 ${percentile(snapshotOpens, 50).toFixed(0)} ms, max ${Math.max(...snapshotOpens).toFixed(0)} ms (${REOPENS} reloads)`,
);
console.log(
  `  cold open from IndexedDB, full rebuild:     p50 ${percentile(rebuildOpens, 50).toFixed(0)} ms, max ${Math.max(...rebuildOpens).toFixed(0)} ms (${REOPENS} reloads)`,
);
console.log(
  `  tap on 'mark eaten' to the item shown eaten: p50 ${percentile(taps, 50).toFixed(1)} ms, p95 ${percentile(taps, 95).toFixed(1)} ms (${TAPS} taps)`,
);

await browser.close();
await app.close();
await db.close();
