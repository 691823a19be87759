/**
 * Lighthouse 12 (Node API) on the dashboard and a daysheet of a signed-in user, in the system
 * Chromium started by chrome-launcher (`--headless=new` + the bench's flags) on a COPY of the bench
 * profile — signed in, mirror synced, service worker installed — with `disableStorageReset` so
 * Lighthouse keeps that state. Lighthouse's defaults otherwise: mobile form factor, simulated
 * throttling (slow 4G, 4× CPU). Categories: performance, accessibility, best practices.
 * Runs last: the app may rotate the refresh token in the copy, which ends the original's session.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type BrowserEnv, LARGE_DATE } from './browser-env';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser-launch';
import { addRow } from './table';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

type Audit = { scores: string; metrics: string; failing: string[]; finalUrl: string };

const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
] as const;

class LighthouseRuntimeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`Lighthouse: ${code} ${message}`);
  }
}

/** Lighthouse's own trace recording fails now and then; its message says to run it again. */
const RECORDING_FAILURES = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED']);

async function auditWithRetry(url: string, port: number, attempts = 3): Promise<Audit> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, port);
    } catch (error) {
      const retry = error instanceof LighthouseRuntimeError && RECORDING_FAILURES.has(error.code);
      if (!retry || attempt >= attempts) throw error;
      process.stdout.write(`    (${error.message.split('.')[0]}: audit run again, attempt ${attempt + 1})\n`);
    }
  }
}

async function audit(url: string, port: number): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new LighthouseRuntimeError(lhr.runtimeError.code, lhr.runtimeError.message);
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? String(Math.round(value * 100)) : 'n/a';
  };
  // What cost points outside performance (whose opportunities are in the metrics).
  const failing = ['accessibility', 'best-practices'].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const value = lhr.audits[ref.id]?.score;
        return typeof value === 'number' && value < 1;
      })
      .map((ref) => ref.id),
  );
  const metric = (id: string) => `${Math.round(lhr.audits[id]?.numericValue ?? Number.NaN)} ms`;
  return {
    scores: `performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}`,
    metrics: METRICS.map(([label, id]) => `${label} ${metric(id)}`).join(', '),
    failing,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

export async function benchLighthouse(env: BrowserEnv) {
  const profile = mkdtempSync(join(tmpdir(), 'roadie-bench-lighthouse-'));
  cpSync(env.profileDir, profile, { recursive: true, filter: (source) => !/Singleton/.test(source) });
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
    userDataDir: profile,
    logLevel: 'error',
  });
  try {
    for (const [name, url] of [
      ['dashboard', `${env.appUrl}/dashboard`],
      [`daysheet (${LARGE_DATE}, large tour)`, env.daysheet(env.largeTourId, LARGE_DATE)],
    ] as const) {
      const started = performance.now();
      const result = await auditWithRetry(url, chrome.port);
      const landed =
        new URL(result.finalUrl).pathname === new URL(url).pathname ? '' : ` — landed on ${result.finalUrl}`;
      const failing = result.failing.length ? `; below 1: ${result.failing.join(', ')}` : '';
      addRow({
        what: `Lighthouse 12, ${name}, signed in, mobile defaults (simulated slow 4G, 4× CPU)`,
        figure: `${result.scores}${landed}`,
        floor: `${result.metrics}${failing}`,
        ratio: '—',
        budget: '(none in docs/performance-budgets.md; for reference)',
        verdict: '—',
      });
      process.stdout.write(`    (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
    }
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}
