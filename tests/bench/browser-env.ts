/**
 * The browser bench's world: the app built into `.bench/dist` and the minimal page into
 * `.bench/minimal`, the real server (tests/bench/browser-server.ts) in its own process on random
 * free ports with its own temp DATA_DIR — on PGlite there, or, when DATABASE_URL is set, on
 * PostgreSQL (what production runs) in a database of its own, dropped at the end: never in the
 * database of DATABASE_URL itself, which other suites use — and one Chromium profile in which a user has signed in
 * online once, synced the large tour, and has the service worker installed — plus the minimal
 * page's copy of the same rows and the online-only client's token.
 */

import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { launchProfile } from './browser-launch';
import { createOwnDatabase, type OwnDatabase } from './own-database';
import type { ServerProcesses } from './process-cpu';

const ROOT = new URL('../..', import.meta.url).pathname;
export const LARGE_DATE = '2027-03-15';
export const SMALL_DATE = '2027-01-01';
/** The header's sync state once the pull is over and nothing waits (the app's own "idle"). */
export const allSaved = (page: Page) =>
  page.getByRole('status', { name: 'Sync status' }).filter({ hasText: /^All changes saved$/ });

type Ready = {
  email: string;
  password: string;
  userId: string;
  largeTourId: string;
  smallTourId: string;
  counts: Record<string, number>;
  seedMs: number;
};

export type BrowserEnv = Ready & {
  appUrl: string;
  minimalUrl: string;
  onlineUrl: string;
  profileDir: string;
  /** The server's process and, on PostgreSQL, its database: whose CPU counts as the server's. */
  server: ServerProcesses;
  daysheet: (tourId: string, date: string) => string;
  minimal: (tourId: string, date: string, mode?: 'online') => string;
  token: () => Promise<string>;
  /** Every request that reached the app so far, as `METHOD path`. */
  requests: () => Promise<string[]>;
  close: () => Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port === 8190 || port === 8290 ? resolve(freePort()) : resolve(port)));
    });
    server.on('error', reject);
  });
}

/** The app into `.bench/dist` (never `dist/`, which other jobs use) and the minimal page. */
export function buildForBench() {
  execSync('npx vite build --outDir .bench/dist --emptyOutDir', {
    cwd: ROOT,
    stdio: 'pipe',
    env: { ...process.env, ROADIE_CHUNK_REPORT: '1' },
  });
  execSync('npx vite build --config tests/bench/minimal-page/vite.config.ts', { cwd: ROOT, stdio: 'pipe' });
}

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/browser-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((text) => text.startsWith('{"ready":true'));
      if (line) {
        // Ready: the start-up deadline no longer applies (it would kill the server mid-bench).
        clearTimeout(deadline);
        resolve({ child, ready: JSON.parse(line) as Ready });
      }
      if (buffered.length > 100_000) buffered = buffered.slice(-1000);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}): ${stderr}`)));
    const deadline = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`bench server not ready in 180 s: ${stderr}`));
    }, 180_000);
    deadline.unref();
  });
}

async function signInOnce(env: BrowserEnv, page: Page) {
  await page.goto(`${env.appUrl}/login`);
  await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
  await page.getByLabel('E-mail').fill(env.email);
  await page.getByLabel('Password').fill(env.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
  await allSaved(page).waitFor({ timeout: 180_000 });
  for (const [tourId, date] of [
    [env.largeTourId, LARGE_DATE],
    [env.smallTourId, SMALL_DATE],
  ] as const) {
    await page.goto(env.daysheet(tourId, date));
    await page.locator('ol[aria-label="Events"] > li').first().waitFor();
  }
  if (!(await page.evaluate('navigator.serviceWorker.controller !== null')))
    throw new Error('the app page is not controlled by its service worker');
}

/** The minimal page's copy of the rows, its service worker, and the online-only client's token. */
async function prepareMinimal(env: BrowserEnv, page: Page) {
  const token = await env.token();
  await page.goto(`${env.minimalUrl}/floor.html`);
  await page.evaluate(
    `window.bench.fetchRows(${JSON.stringify(token)}).then(() => window.bench.seedMinimal())`,
  );
  await page.goto(env.minimal(env.largeTourId, LARGE_DATE));
  await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
  await page.reload();
  await page.locator('ol[aria-label="Events"] > li').first().waitFor();
  if (!(await page.evaluate('navigator.serviceWorker.controller !== null')))
    throw new Error('the minimal page is not controlled by its service worker');
  await page.goto(`${env.onlineUrl}/floor.html`);
  await page.evaluate(`localStorage.setItem('token', ${JSON.stringify(token)})`);
  await page.goto(env.minimal(env.smallTourId, SMALL_DATE, 'online'));
  await page.locator('ol[aria-label="Events"] > li').first().waitFor();
}

/** `distDir`: another build of the app (an A/B run serves the old and the new one side by side). */
export async function startBrowserEnv(
  log: (line: string) => void,
  { distDir = join(ROOT, '.bench/dist') }: { distDir?: string } = {},
): Promise<BrowserEnv> {
  const [port, minimalPort, onlinePort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'roadie-bench-data-'));
  const profileDir = mkdtempSync(join(tmpdir(), 'roadie-bench-profile-'));
  const appUrl = `http://127.0.0.1:${port}`;
  const database: OwnDatabase | undefined = process.env.DATABASE_URL
    ? await createOwnDatabase(`browser_${port}`)
    : undefined;
  const { child, ready } = await startServer({
    DATABASE_URL: database?.url ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    APP_URL: appUrl,
    // As the product serves: production skips the development-only check of every answer against
    // its response schema, which would otherwise be measured as the app's cost.
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_SCALE: '100',
    SEED_DEMO: 'false',
    MINIMAL_DIR: join(ROOT, '.bench/minimal'),
    MINIMAL_PORT: String(minimalPort),
    ONLINE_PORT: String(onlinePort),
  }).catch(async (error: unknown) => {
    await database?.drop();
    throw error;
  });
  log(
    `  server on ${appUrl}${database ? ` (PostgreSQL, ${database.name})` : ' (PGlite)'}, large tour ${JSON.stringify(ready.counts)} seeded in ${ready.seedMs} ms`,
  );
  const minimalUrl = `http://127.0.0.1:${minimalPort}`;
  const env: BrowserEnv = {
    ...ready,
    appUrl,
    minimalUrl,
    onlineUrl: `http://127.0.0.1:${onlinePort}`,
    profileDir,
    server: { pid: child.pid ?? 0, ...(database ? { database: database.name } : {}) },
    daysheet: (tourId, date) => `${appUrl}/dashboard/tours/${tourId}/daysheets/${date}`,
    minimal: (tourId, date, mode) =>
      `${mode ? `http://127.0.0.1:${onlinePort}` : minimalUrl}/?tour=${tourId}&date=${date}${mode ? `&mode=${mode}` : ''}`,
    async token() {
      const response = await fetch(`${appUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ready.email, password: ready.password }),
      });
      return ((await response.json()) as { data: { authToken: string } }).data.authToken;
    },
    async requests() {
      const response = await fetch(`${minimalUrl}/bench/requests`);
      return ((await response.json()) as { requests: string[] }).requests;
    },
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
  try {
    const context = await launchProfile(profileDir);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const started = performance.now();
      await signInOnce(env, page);
      log(
        `  signed in once, synced, service worker installed (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
      await prepareMinimal(env, page);
    } finally {
      await context.close();
    }
  } catch (error) {
    await env.close();
    throw error;
  }
  return env;
}
