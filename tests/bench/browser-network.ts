/**
 * The same daysheet on a venue network (docs/performance-budgets.md: 400 ms round trip, 400 kbit/s both ways, set
 * over CDP on the page before it navigates), 1× CPU, browser running and HTTP cache warm for both:
 * Roadie (offline-first: service worker + Dexie) vs an online-only client — the minimal page in
 * online mode on its own origin (no service worker, no local copy), which fetches the day from the
 * API on every open. For reference, the minimal offline-first page (service worker + Dexie) under the
 * same conditions. Then with no network at all: which of the two can still show the day.
 * The day is the one-day tour's (11 events, 10 people): the API has no per-day read, so that is
 * exactly the day's data an online-only client downloads.
 */
import type { BrowserContext } from '@playwright/test';
import { type BrowserEnv, SMALL_DATE } from './browser-env';
import { launchProfile, markVisible, median, openAndTime, throttle, VENUE_NETWORK } from './browser-launch';
import { addRow, ms, verdict } from './table';

async function open(context: BrowserContext, url: string, network: boolean) {
  const page = await context.newPage();
  try {
    if (network) await throttle(page, { network: VENUE_NETWORK });
    return await openAndTime(page, url, 60_000);
  } finally {
    await page.close();
  }
}

/** What a page shows with no network: the day, or the error it gets instead. */
async function withoutNetwork(context: BrowserContext, url: string): Promise<string> {
  const page = await context.newPage();
  try {
    await openAndTime(page, url, 15_000);
    return 'shows it';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return `error (${/net::\w+/.exec(message)?.[0] ?? message.split('\n')[0]})`;
  } finally {
    await page.close();
  }
}

export async function benchVenueNetwork(env: BrowserEnv, runs: number) {
  const roadieUrl = env.daysheet(env.smallTourId, SMALL_DATE);
  const onlineUrl = env.minimal(env.smallTourId, SMALL_DATE, 'online');
  const minimalUrl = env.minimal(env.smallTourId, SMALL_DATE);
  const times = { roadie: [] as number[], online: [] as number[], minimal: [] as number[] };
  const roadieLive: number[] = [];
  const context = await launchProfile(env.profileDir);
  try {
    await markVisible(context, SMALL_DATE);
    // Warm: both opened once in this browser process, so their static files are cached.
    await open(context, roadieUrl, false);
    await open(context, onlineUrl, false);
    await open(context, minimalUrl, false);
    for (let run = 0; run < runs; run += 1) {
      times.online.push((await open(context, onlineUrl, true)).visible);
      const roadieMarks = await open(context, roadieUrl, true);
      times.roadie.push(roadieMarks.visible);
      roadieLive.push(roadieMarks.live);
      times.minimal.push((await open(context, minimalUrl, true)).visible);
    }
    await context.setOffline(true);
    const roadieOffline = await withoutNetwork(context, roadieUrl);
    const onlineOffline = await withoutNetwork(context, onlineUrl);
    const roadie = median(times.roadie);
    const online = median(times.online);
    const minimal = median(times.minimal);
    const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
    addRow({
      what: `same daysheet (11 events) on a venue network (400 ms RTT, 400 kbit/s), 1× CPU, HTTP cache warm, ${runs} runs`,
      figure: `Roadie median ${ms(roadie)} (${list(times.roadie)}); the live day ${ms(median(roadieLive))} (${list(roadieLive)})`,
      floor: `online-only client median ${ms(online)} (${list(times.online)}); for reference the minimal offline-first page ${ms(minimal)} (${(online / minimal).toFixed(1)} × faster)`,
      ratio: `Roadie ${(online / roadie).toFixed(1)} × faster`,
      budget: 'Roadie ≥ 5 × faster',
      verdict: verdict(online / roadie >= 5),
    });
    addRow({
      what: 'same daysheet with no network',
      figure: `Roadie: ${roadieOffline}`,
      floor: `online-only client: ${onlineOffline}`,
      ratio: '—',
      budget: 'Roadie shows it, the online-only client cannot',
      verdict: verdict(roadieOffline === 'shows it' && onlineOffline !== 'shows it'),
    });
  } finally {
    await context.close();
  }
}
