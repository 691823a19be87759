/**
 * A Chromium performance trace of the daysheet start-up (the bench's large-tour day, 4× CPU), for
 * finding its critical path: `npx tsx tests/bench/startup-trace.ts [distDir]` (default
 * `.bench/dist`). Traces one cold start (new browser process, offline) and one warm reopen (new tab,
 * browser running), writes each trace to /tmp/startup-trace-<case>.json (loadable in DevTools) and
 * prints a summary: every request with its start and end, the renderer main thread's tasks of
 * 3 ms or more with what ran in them, and the idle stretches (the page waiting on something).
 * `STARTUP_TRACE_PAGE=minimal` traces the minimal React + Dexie page the same way.
 * `STARTUP_TRACE_CASE=venue` traces the venue-network row's start instead: the one-day tour's day
 * reopened in a new tab at 1× CPU on the venue network (400 ms round trip, 400 kbit/s).
 */
import { writeFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { type BrowserEnv, LARGE_DATE, SMALL_DATE, startBrowserEnv } from './browser-env';
import { launchProfile, markVisible, openAndTime, throttle, VENUE_NETWORK } from './browser-launch';
import { startTrace } from './browser-trace';
import { runMain } from './run-main';
import { stampScript, summarizeTrace } from './startup-trace-summary';

// `disabled-by-default-v8.compile`: V8's compile events, to tell lazy compiling on the main thread
// from compiling in the background (it slows the traced start a little).
const CATEGORIES = [
  'devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'blink.user_timing',
  'loading',
  'toplevel',
];

const VENUE = process.env.STARTUP_TRACE_CASE === 'venue';

async function traced(context: BrowserContext, url: string, name: string) {
  const page = await context.newPage();
  await page.addInitScript({ content: stampScript });
  await throttle(page, VENUE ? { network: VENUE_NETWORK } : { cpu: 4 });
  const browser = context.browser();
  if (!browser) throw new Error('no browser for the context');
  const stop = await startTrace(browser, CATEGORIES);
  const visible = (await openAndTime(page, url)).visible;
  await page.waitForTimeout(300);
  const events = await stop();
  await page.close();
  const file = `/tmp/startup-trace-${name}.json`;
  writeFileSync(file, JSON.stringify({ traceEvents: events }));
  process.stdout.write(`\n## ${name}: visible at ${visible.toFixed(0)} ms (trace in ${file})\n`);
  process.stdout.write(`${summarizeTrace(events, visible)}\n`);
}

async function main() {
  const distDir = process.argv[2];
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const env: BrowserEnv = await startBrowserEnv(log, distDir ? { distDir } : {});
  // `STARTUP_TRACE_PAGE=minimal`: the minimal React + Dexie page instead, to set the two side by side.
  const [tourId, date] = VENUE ? [env.smallTourId, SMALL_DATE] : [env.largeTourId, LARGE_DATE];
  const url =
    process.env.STARTUP_TRACE_PAGE === 'minimal' ? env.minimal(tourId, date) : env.daysheet(tourId, date);
  try {
    if (!VENUE) await tracedCold(env.profileDir, url);
    const warm = await launchProfile(env.profileDir);
    try {
      await markVisible(warm, date);
      const first = await warm.newPage();
      await openAndTime(first, url);
      await first.close();
      await traced(warm, url, VENUE ? 'venue' : 'warm');
    } finally {
      await warm.close();
    }
  } finally {
    await env.close();
  }
}

async function tracedCold(profileDir: string, url: string) {
  const cold = await launchProfile(profileDir, { offline: true });
  try {
    await markVisible(cold, LARGE_DATE);
    await traced(cold, url, 'cold');
  } finally {
    await cold.close();
  }
}

runMain(main);
