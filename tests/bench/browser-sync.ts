/**
 * First sync of the large tour into Dexie in Chromium, 1× CPU (docs/performance-budgets.md). Each run is a fresh
 * browser context: the login page is opened (its service worker installs, as on a first visit
 * before the user has typed), the user signs in, and the app pulls everything. Measured in the page:
 * from the start of the app's first pull request (`/api/sync/tours`, resource timing) until the
 * header reads "All changes saved" (a MutationObserver), and the longest main-thread task in
 * between ('longtask' PerformanceObserver). Floor, same browser, fresh context: a page script
 * fetches the same change pages, then ONE raw IndexedDB readwrite transaction of the same rows
 * (same stores and indexes as the app's mirror) is timed. Both sides also count the CPU spent in
 * their window, per process (process-cpu.ts): on two cores the server and the device share them.
 */
import { availableParallelism } from 'node:os';
import type { Browser, BrowserContext } from '@playwright/test';
import type { BrowserEnv } from './browser-env';
import { launchFresh, median, throttle, type VENUE_NETWORK } from './browser-launch';
import { SYNCED_MARK, syncObservers } from './browser-sync-page';
import { addReplayRow, startReplay } from './browser-sync-replay';
import {
  type CpuSnapshot,
  type CpuSpent,
  cpuAccountingAvailable,
  cpuSnapshot,
  cpuSpent,
  deviceCpu,
  formatCpu,
  medianCpu,
} from './process-cpu';
import { addRow, mb, ms, verdict } from './table';

export type AppRun = {
  ms: number;
  longest: number;
  serverMs: number;
  requests: number;
  rows: number;
  /** Response bytes as they crossed the network, and as JSON once decoded. */
  wire: number;
  json: number;
  /** From the first pull request until the first page of changes was in. */
  firstPageMs: number;
  /** CPU spent from the first pull request until the header said so (the page's own `ms`). */
  cpu: CpuSpent;
};
type FloorRun = {
  fetchMs: number;
  bytes: number;
  rows: number;
  indexed: number;
  plain: number;
  /** CPU spent in the timed transaction. */
  cpu: CpuSpent;
};

/**
 * A fresh device at the login form, in `context`: the bench's sync observers installed, the login
 * page open and its service worker installed (a person types for longer than that). `signIn` fills
 * the form, runs `beforeClick` (a profiler or a trace starting), clicks "Sign in" and resolves once
 * the first sync is over (the header reads "All changes saved").
 */
export async function atLoginForm(context: BrowserContext, env: BrowserEnv) {
  await context.addInitScript({ content: syncObservers });
  const page = await context.newPage();
  const synced = new Promise<void>((resolve) =>
    page.on('console', (message) => {
      if (message.text().startsWith(SYNCED_MARK)) resolve();
    }),
  );
  await page.goto(`${env.appUrl}/login`);
  await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
  const signIn = async (beforeClick?: () => Promise<void>) => {
    await page.getByLabel('E-mail').fill(env.email);
    await page.getByLabel('Password').fill(env.password);
    await beforeClick?.();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await Promise.race([
      synced,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('first sync not idle in 300 s')), 300_000),
      ),
    ]);
  };
  return { page, signIn };
}

/** A fresh device signs in and pulls everything; `network` throttles the page once the app is installed. */
export async function appRun(
  browser: Browser,
  env: BrowserEnv,
  network?: typeof VENUE_NETWORK,
): Promise<AppRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, signIn } = await atLoginForm(context, env);
    if (network) await throttle(page, { network });
    // From the first pull request, as the page's own figure: signing in is not the sync's cost.
    let before: CpuSnapshot | undefined;
    page.on('request', (request) => {
      if (!before && request.url().endsWith('/api/sync/tours')) before = cpuSnapshot(env.server);
    });
    await signIn();
    // Counting from nothing would charge the sync with every process's whole life.
    if (!before) throw new Error('the first sync made no /api/sync/tours request');
    const cpu = cpuSpent(before, cpuSnapshot(env.server));
    const result = (await page.evaluate('window.__benchSync()')) as Omit<AppRun, 'rows'>;
    const rows = (await page.evaluate(
      `window.__benchCount(${JSON.stringify(`roadie-${env.userId}`)})`,
    )) as number;
    return { ...result, rows, cpu };
  } finally {
    await context.close();
  }
}

export async function floorRun(browser: Browser, env: BrowserEnv): Promise<FloorRun> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${env.minimalUrl}/floor.html`);
    const token = JSON.stringify(await env.token());
    const fetched = (await page.evaluate(`window.bench.fetchRows(${token})`)) as {
      ms: number;
      bytes: number;
      rows: number;
    };
    const before = cpuSnapshot(env.server);
    const indexed = (await page.evaluate('window.bench.rawWrite(true)')) as { ms: number };
    const cpu = cpuSpent(before, cpuSnapshot(env.server));
    const plain = (await page.evaluate('window.bench.rawWrite(false)')) as { ms: number };
    return {
      fetchMs: fetched.ms,
      bytes: fetched.bytes,
      rows: fetched.rows,
      indexed: indexed.ms,
      plain: plain.ms,
      cpu,
    };
  } finally {
    await context.close();
  }
}

export async function benchBrowserSync(env: BrowserEnv, runs: number) {
  const browser = await launchFresh();
  const replay = await startReplay(browser, env, appRun);
  const apps: AppRun[] = [];
  const replayed: AppRun[] = [];
  const floors: FloorRun[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      if (run % 2) floors.push(await floorRun(browser, env));
      apps.push(await appRun(browser, env));
      replayed.push(await replay.run());
      if (!(run % 2)) floors.push(await floorRun(browser, env));
    }
  } finally {
    await browser.close();
    await replay.close();
  }
  const app = median(apps.map((run) => run.ms));
  const floor = median(floors.map((run) => run.indexed));
  const longest = Math.max(...apps.map((run) => run.longest));
  const server = median(apps.map((run) => run.serverMs));
  // What a client with no overhead at all could do: wait for the first page, then write every row
  // at the floor's speed. The floor leaves that wait out; this puts a number on how far it is.
  const firstPage = median(apps.map((run) => run.firstPageMs));
  const first = apps[0];
  const reference = floors[0];
  if (!first || !reference) throw new Error('no runs');
  if ([...apps, ...replayed].some((run) => run.rows !== reference.rows))
    throw new Error(
      `app mirrored ${apps.map((run) => run.rows).join('/')} rows (${replayed.map((run) => run.rows).join('/')} with the pages from memory), the floor wrote ${reference.rows}`,
    );
  const appCpu = medianCpu(apps);
  const floorCpu = medianCpu(floors);
  // The machine's cores run the page, IndexedDB, Chromium's network and GPU processes and the
  // server: the wall time follows the CPU all of them spend, which no schedule can finish faster
  // than spread evenly over every core. The floor spends none on fetching or on a server.
  const cores = availableParallelism();
  const cpuBound = ((deviceCpu(appCpu) + appCpu.server) / cores) * 1000;
  const cpuNote = cpuAccountingAvailable
    ? {
        app: `; CPU meanwhile (median per side): ${formatCpu(appCpu)}`,
        floor: `; CPU in the transaction: ${formatCpu(floorCpu)}; the device's CPU (all but the server) is ${(deviceCpu(appCpu) / deviceCpu(floorCpu)).toFixed(2)} × the floor's, and the app's CPU with the server's, spread over ${cores} cores, takes ${ms(cpuBound)} at best (${(cpuBound / floor).toFixed(2)} × the floor)`,
      }
    : { app: '', floor: '' };
  addRow({
    what: `first sync of the large tour into Dexie in Chromium (${first.rows} rows, ${first.requests} requests), 1× CPU, ${runs} runs`,
    figure: `median ${ms(app)} (${apps.map((run) => run.ms.toFixed(0)).join(', ')}), requests in flight ${ms(server)} in all (each overlaps the writing of the page before it); longest task ${ms(longest)}; ${mb(first.wire)} on the wire for ${mb(first.json)} of JSON${cpuNote.app}`,
    floor: `median ${ms(floor)} (${floors.map((run) => run.indexed.toFixed(0)).join(', ')}): one raw IDB transaction, same stores + indexes (${ms(median(floors.map((run) => run.plain)))} without indexes; fetching the pages alone ${ms(median(floors.map((run) => run.fetchMs)))}); the app's first page was in after ${ms(firstPage)}: that wait plus the floor, the best any client could do, is ${((floor + firstPage) / floor).toFixed(2)} × the floor${cpuNote.floor}`,
    ratio: `${(app / floor).toFixed(2)} ×`,
    budget: '≤ 1.3 × raw transaction, no task > 100 ms',
    verdict: verdict(app / floor <= 1.3 && longest <= 100),
  });
  addReplayRow(replayed, floor, app);
}
