/**
 * A/B of the start-up rows (tests/bench/browser-start.ts, browser-network.ts) between two builds
 * of the app, in ONE run, alternating: `npx tsx tests/bench/startup-ab.ts <oldDist> <newDist>`
 * (`BENCH_BROWSER_RUNS`, default 5). Each build gets its own server and signed-in profile
 * (startBrowserEnv); the minimal page (the floor) and the online-only client come from A's. Per
 * round the order of old / new / floor alternates. Prints medians, runs and the ratios the budgets
 * judge (cold ≤ 1.4 ×, warm ≤ 1.5 × the floor; venue network ≥ 5 × faster than online-only).
 * Check a difference at the venue against an A/A run (the same build twice): on 2026-11-27 the
 * second build read 22–33 ms slower there with nothing changed (cold and warm showed no such lean),
 * also with each browser opening the same pages.
 */
import type { BrowserContext } from '@playwright/test';
import { type BrowserEnv, LARGE_DATE, SMALL_DATE, startBrowserEnv } from './browser-env';
import {
  launchProfile,
  markVisible,
  median,
  openAndTime,
  type StartMarks,
  throttle,
  VENUE_NETWORK,
} from './browser-launch';
import { runMain } from './run-main';

const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 5);
const log = (line: string) => process.stdout.write(`${line}\n`);
type Times = Record<string, number[]>;

const record = (times: Times, name: string, value: number) => {
  times[name] = [...(times[name] ?? []), value];
};

/** The visible mark under the target's name; for the app's builds the live one too (src/app/last-screen). */
const recordMarks = (times: Times, name: string, marks: StartMarks) => {
  record(times, name, marks.visible);
  if (name === 'old' || name === 'new') record(times, `${name} live`, marks.live);
};

async function openOnce(context: BrowserContext, url: string, options: { cpu?: number; venue?: boolean }) {
  const page = await context.newPage();
  try {
    await throttle(page, { cpu: options.cpu, network: options.venue ? VENUE_NETWORK : undefined });
    return await openAndTime(page, url, 60_000);
  } finally {
    await page.close();
  }
}

/** Rotates the order each round so no target always runs first (or last). */
const rotated = <T>(list: T[], round: number) => list.map((_, at) => list[(at + round) % list.length] as T);

async function cold(targets: { name: string; env: BrowserEnv; url: string }[], times: Times) {
  for (let round = 0; round < RUNS; round += 1) {
    for (const target of rotated(targets, round)) {
      const context = await launchProfile(target.env.profileDir, { offline: true });
      try {
        await markVisible(context, LARGE_DATE);
        recordMarks(times, target.name, await openOnce(context, target.url, { cpu: 4 }));
      } finally {
        await context.close();
      }
    }
  }
}

/** One browser per profile, each target opened once unmeasured, then the alternating rounds. */
async function reopened(
  targets: { name: string; env: BrowserEnv; url: string }[],
  date: string,
  options: { cpu?: number; venue?: boolean },
  times: Times,
) {
  const contexts = new Map<BrowserEnv, BrowserContext>();
  try {
    for (const target of targets) {
      if (!contexts.has(target.env)) {
        const context = await launchProfile(target.env.profileDir);
        await markVisible(context, date);
        contexts.set(target.env, context);
      }
    }
    const contextOf = (env: BrowserEnv) => contexts.get(env) as BrowserContext;
    for (const target of targets) await openOnce(contextOf(target.env), target.url, {});
    for (let round = 0; round < RUNS; round += 1) {
      for (const target of rotated(targets, round))
        recordMarks(times, target.name, await openOnce(contextOf(target.env), target.url, options));
    }
  } finally {
    for (const context of contexts.values()) await context.close();
  }
}

function report(title: string, times: Times, reference: string, budget: (ratio: number) => string) {
  log(`\n${title}`);
  const ref = median(times[reference] ?? []);
  for (const [name, values] of Object.entries(times)) {
    const value = median(values);
    const ratio = name === reference ? '' : `  ${budget(value / ref)}`;
    log(
      `  ${name.padEnd(10)} median ${value.toFixed(0).padStart(5)} ms (${values.map((v) => v.toFixed(0)).join(', ')})${ratio}`,
    );
  }
}

async function main() {
  const [oldDist, newDist] = process.argv.slice(2);
  if (!oldDist || !newDist) throw new Error('usage: startup-ab.ts <oldDist> <newDist>');
  const a = await startBrowserEnv(log, { distDir: oldDist });
  try {
    const b = await startBrowserEnv(log, { distDir: newDist });
    try {
      const large = (env: BrowserEnv) => env.daysheet(env.largeTourId, LARGE_DATE);
      const small = (env: BrowserEnv) => env.daysheet(env.smallTourId, SMALL_DATE);
      const start = [
        { name: 'old', env: a, url: large(a) },
        { name: 'new', env: b, url: large(b) },
        { name: 'floor', env: a, url: a.minimal(a.largeTourId, LARGE_DATE) },
      ];
      const coldTimes: Times = {};
      await cold(start, coldTimes);
      report(
        'cold start, offline, 4× CPU (ratio to floor; budget ≤ 1.4)',
        coldTimes,
        'floor',
        (r) => `${r.toFixed(2)} ×`,
      );
      const warmTimes: Times = {};
      await reopened(start, LARGE_DATE, { cpu: 4 }, warmTimes);
      report(
        'warm reopen, 4× CPU (ratio to floor; budget ≤ 1.5)',
        warmTimes,
        'floor',
        (r) => `${r.toFixed(2)} ×`,
      );
      const venueTimes: Times = {};
      const venue = [
        { name: 'online', env: a, url: a.minimal(a.smallTourId, SMALL_DATE, 'online') },
        { name: 'old', env: a, url: small(a) },
        { name: 'new', env: b, url: small(b) },
        { name: 'floor', env: a, url: a.minimal(a.smallTourId, SMALL_DATE) },
      ];
      await reopened(venue, SMALL_DATE, { venue: true }, venueTimes);
      report(
        'venue network, 1× CPU (online-only ÷ this; budget ≥ 5)',
        venueTimes,
        'online',
        (r) => `${(1 / r).toFixed(1)} × faster`,
      );
    } finally {
      await b.close();
    }
  } finally {
    await a.close();
  }
}

runMain(main);
