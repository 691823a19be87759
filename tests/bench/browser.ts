/**
 * The browser rows of `npm run bench` (docs/performance-budgets.md) in the system Chromium: cold and warm start
 * vs the minimal page, the venue network vs an online-only client, the first sync vs one raw
 * IndexedDB transaction, then Lighthouse. Skipped only when Chromium is missing AND
 * BENCH_SKIP_BROWSER=1 says that is acceptable; otherwise a missing Chromium fails the bench.
 */
import { loadavg } from 'node:os';
import { startBrowserEnv } from './browser-env';
import { chromiumMissing } from './browser-launch';
import { benchVenueNetwork } from './browser-network';
import { benchColdStart, benchWarmReopen } from './browser-start';
import { benchBrowserSync } from './browser-sync';
import { benchVenueSync } from './browser-sync-venue';
import { benchLighthouse } from './lighthouse';

const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 5);
const SYNC_RUNS = Number(process.env.BENCH_SYNC_RUNS ?? 3);
// Each run moves the whole tour at 400 kbit/s: one is enough to read the bytes and the time.
const VENUE_SYNC_RUNS = Number(process.env.BENCH_VENUE_SYNC_RUNS ?? 1);

const log = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')}`;

export async function benchBrowser() {
  const missing = chromiumMissing();
  if (missing) {
    if (process.env.BENCH_SKIP_BROWSER === '1') {
      log(`Chromium: skipped — ${missing}; the browser rows of docs/performance-budgets.md are NOT measured`);
      return;
    }
    throw new Error(`${missing}. Install it, or set BENCH_SKIP_BROWSER=1 to run without the browser rows.`);
  }
  if (process.env.BENCH_SKIP_BROWSER === '1') log('BENCH_SKIP_BROWSER=1 ignored: Chromium is present');
  log(`Chromium (${load()})`);
  const env = await startBrowserEnv(log);
  try {
    const step = async (name: string, run: () => Promise<unknown>) => {
      const started = performance.now();
      await run();
      log(`    ${name}: ${((performance.now() - started) / 1000).toFixed(0)} s, ${load()}`);
    };
    await step('cold start', () => benchColdStart(env, RUNS));
    await step('warm reopen', () => benchWarmReopen(env, RUNS));
    await step('venue network', () => benchVenueNetwork(env, RUNS));
    await step('first sync', () => benchBrowserSync(env, SYNC_RUNS));
    await step('first sync, venue network', () => benchVenueSync(env, VENUE_SYNC_RUNS));
    await step('Lighthouse', () => benchLighthouse(env));
  } finally {
    await env.close();
  }
}
