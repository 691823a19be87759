/**
 * Start-up of a daysheet of the large tour at 4× CPU (docs/performance-budgets.md), the app vs the minimal
 * React + Dexie page, alternating, median of RUNS each:
 * - cold: a new browser process on the signed-in profile, offline from its first request
 *   (`offline: true` at launch; the server counts every request that reaches it, expected 0);
 * - warm: the browser keeps running (each opened once before), the page opened in a new tab.
 * Time = navigation start → the frame after the day's heading and first event are laid out.
 */
import type { BrowserContext } from '@playwright/test';
import { type BrowserEnv, LARGE_DATE } from './browser-env';
import { launchProfile, markVisible, median, openAndTime, type StartMarks, throttle } from './browser-launch';
import { addRow, ms, verdict } from './table';

type Target = { name: 'app' | 'floor'; url: string };

/** `appLive`: when the app's live day took the place of the copy painted at start (src/app/last-screen). */
export type StartTimes = { app: number[]; floor: number[]; appLive: number[] };

function targets(env: BrowserEnv): Target[] {
  return [
    { name: 'app', url: env.daysheet(env.largeTourId, LARGE_DATE) },
    { name: 'floor', url: env.minimal(env.largeTourId, LARGE_DATE) },
  ];
}

/** Alternates which one goes first, so neither always benefits from a warmer machine. */
const ordered = (list: Target[], run: number) => (run % 2 ? [...list].reverse() : list);

async function openInTab(context: BrowserContext, url: string, expected: number) {
  const page = await context.newPage();
  try {
    await throttle(page, { cpu: 4 });
    const marks = await openAndTime(page, url);
    // Counted once the live day is in (openAndTime waits for both marks), not on a copy.
    const events = await page.locator('ol[aria-label="Events"] > li').count();
    if (events !== expected) throw new Error(`${url}: ${events} events shown, expected ${expected}`);
    return marks;
  } finally {
    await page.close();
  }
}

async function cold(env: BrowserEnv, target: Target, expected: Expected) {
  const context = await launchProfile(env.profileDir, { offline: true });
  try {
    await markVisible(context, LARGE_DATE);
    return await openInTab(context, target.url, expected[target.name]);
  } finally {
    await context.close();
  }
}

const runsText = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');

/** Both marks of a run: the visible one judged, the app's live one beside it. */
function recordRun(times: StartTimes, target: Target, marks: StartMarks) {
  times[target.name].push(marks.visible);
  if (target.name === 'app') times.appLive.push(marks.live);
}

function startRow(what: string, times: StartTimes, budget: number, note = '') {
  const app = median(times.app);
  const floor = median(times.floor);
  addRow({
    what,
    figure: `median ${ms(app)} (${runsText(times.app)}); the live day median ${ms(median(times.appLive))} (${runsText(times.appLive)})${note}`,
    floor: `median ${ms(floor)} (${runsText(times.floor)}), minimal React + Dexie page`,
    ratio: `${(app / floor).toFixed(2)} ×`,
    budget: `≤ ${budget} × the minimal page`,
    verdict: verdict(app / floor <= budget),
  });
}

/** What each page must show of the day: the events the API has for it. */
type Expected = Record<Target['name'], number>;

/**
 * The day's events from the API. The minimal page lists them all; the app lists the run-of-show,
 * where a hotel stay is not a line (it shows with the hotel, src/features/events/day-events.tsx).
 */
export async function expectedEvents(env: BrowserEnv): Promise<Expected> {
  const token = await env.token();
  const response = await fetch(`${env.appUrl}/api/v2/events/tour/${env.largeTourId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const days = (await response.json()) as { data: { day: { date: string }; events: { type: string }[] }[] };
  const events = days.data.find((entry) => entry.day.date === LARGE_DATE)?.events ?? [];
  return { floor: events.length, app: events.filter((event) => event.type !== 'HOTEL_STAY').length };
}

export async function benchColdStart(env: BrowserEnv, runs: number) {
  const expected = await expectedEvents(env);
  const times: StartTimes = { app: [], floor: [], appLive: [] };
  const before = (await env.requests()).length;
  for (let run = 0; run < runs; run += 1) {
    for (const target of ordered(targets(env), run))
      recordRun(times, target, await cold(env, target, expected));
  }
  const leaked = (await env.requests()).slice(before);
  startRow(
    `daysheet visible (${expected.floor} events), new browser process, offline via the SW, 4× CPU, ${runs} runs`,
    times,
    1.4,
    `; ${leaked.length} requests reached the server${leaked.length ? ` (${leaked.join(', ')})` : ''}`,
  );
  return times;
}

export async function benchWarmReopen(env: BrowserEnv, runs: number) {
  const expected = await expectedEvents(env);
  const times: StartTimes = { app: [], floor: [], appLive: [] };
  const context = await launchProfile(env.profileDir);
  try {
    await markVisible(context, LARGE_DATE);
    // Each opened once in this browser process (not measured): what "reopened" starts from.
    for (const target of targets(env)) await openInTab(context, target.url, expected[target.name]);
    for (let run = 0; run < runs; run += 1) {
      for (const target of ordered(targets(env), run)) {
        recordRun(times, target, await openInTab(context, target.url, expected[target.name]));
      }
    }
  } finally {
    await context.close();
  }
  startRow(
    `daysheet visible, reopened in a new tab with the browser running, 4× CPU, ${runs} runs`,
    times,
    1.5,
  );
  return times;
}
