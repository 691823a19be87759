/**
 * Where every thread of the browser spends the app's first sync of the large tour (1× CPU):
 * `npx tsx tests/bench/sync-threads.ts [distDir]`. A Chromium trace, browser-wide, from the click on
 * "Sign in" until the header reads "All changes saved"; prints each thread's busy time in that
 * window (its top-level tasks) and the events it spent it in. `sync-profile.ts` samples only the
 * page's main thread; this is what showed the compositor drawing a pulsing dot for most of a sync,
 * on a machine whose two cores the page, IndexedDB and the server already share. Tracing slows the
 * sync itself: read shares and which threads are busy, not times.
 */
import { writeFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { type BrowserEnv, startBrowserEnv } from './browser-env';
import { launchFresh } from './browser-launch';
import { atLoginForm } from './browser-sync';
import { SYNCED_MARK } from './browser-sync-page';
import { startTrace } from './browser-trace';
import { runMain } from './run-main';
import type { TraceEvent } from './startup-trace-summary';
import { threadsBusy } from './sync-threads-summary';

const CATEGORIES = ['devtools.timeline', 'v8.execute', 'blink.user_timing', 'toplevel', 'IndexedDB'];
const log = (line: string) => process.stdout.write(`${line}\n`);

async function tracedSync(browser: Browser, env: BrowserEnv, run: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, signIn } = await atLoginForm(context, env);
    let stop: (() => Promise<TraceEvent[]>) | undefined;
    await signIn(async () => {
      stop = await startTrace(browser, CATEGORIES);
    });
    const { ms } = (await page.evaluate('window.__benchSync()')) as { ms: number };
    const events = (await stop?.()) ?? [];
    const file = `/tmp/sync-threads-${run}.json`;
    writeFileSync(file, JSON.stringify({ traceEvents: events }));
    log(`\n## run ${run + 1}: synced in ${ms.toFixed(0)} ms (traced; trace in ${file})`);
    log(threadsBusy(events, SYNCED_MARK));
  } finally {
    await context.close();
  }
}

async function main() {
  const distDir = process.argv[2];
  const env = await startBrowserEnv(log, distDir ? { distDir } : {});
  const browser = await launchFresh();
  try {
    for (let run = 0; run < 2; run += 1) await tracedSync(browser, env, run);
  } finally {
    await browser.close();
    await env.close();
  }
}

runMain(main);
