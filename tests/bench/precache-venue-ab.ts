/**
 * A first visit over a venue's link, two builds alternating: how long until the service worker is
 * active, i.e. the app's precache is filled and the next screen opens with no network.
 * `npx tsx tests/bench/precache-venue-ab.ts <distA> <distB>` (`BENCH_PRECACHE_RUNS`, default 2).
 *
 * CDP's network throttling applies to a page, not to its service worker's fetches, so the round
 * trip is added by a proxy in front of each build's server: every request waits 400 ms (the venue
 * network's round trip, docs/performance-budgets.md) before it is passed on. Bandwidth is not
 * limited: this measures what the number of requests and their order cost.
 */
import { mkdtempSync } from 'node:fs';
import { Agent, createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchFresh, median, VENUE_NETWORK } from './browser-launch';
import { runMain } from './run-main';
import { freePort, startServer } from './server-process';

const RUNS = Number(process.env.BENCH_PRECACHE_RUNS ?? 2);
const log = (line: string) => process.stdout.write(`${line}\n`);

/** Passes every request to `port` after one venue round trip. */
async function delayingProxy(port: number): Promise<{ url: string; server: Server }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const server = createServer((incoming, answer) => {
    setTimeout(() => {
      const upstream = request(
        {
          host: '127.0.0.1',
          port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
          agent,
        },
        (response) => {
          answer.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(answer);
        },
      );
      upstream.on('error', () => answer.destroy());
      incoming.pipe(upstream);
    }, VENUE_NETWORK.latency);
  });
  const proxyPort = await freePort();
  await new Promise<void>((done) => server.listen(proxyPort, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${proxyPort}`, server };
}

async function serve(distDir: string) {
  const server = await startServer({
    port: await freePort(),
    dataDir: mkdtempSync(join(tmpdir(), 'roadie-precache-')),
    databaseUrl: '',
    jwtSecret: 'precache-bench-secret-precache-bench',
    env: { DIST_DIR: distDir },
  });
  const proxy = await delayingProxy(Number(new URL(server.url).port));
  const close = async () => {
    proxy.server.close();
    await server.stop();
  };
  return { url: proxy.url, close };
}

async function main() {
  const [distA, distB] = process.argv.slice(2);
  if (!distA || !distB) throw new Error('usage: precache-venue-ab.ts <distA> <distB>');
  const sides = { A: await serve(distA), B: await serve(distB) };
  const browser = await launchFresh();
  const times: Record<'A' | 'B', number[]> = { A: [], B: [] };
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const name of run % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const started = Date.now();
        await page.goto(`${sides[name].url}/login`);
        await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 120_000 });
        const shown = Date.now() - started;
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        const active = Date.now() - started;
        const cached = await page.evaluate(async () => {
          let count = 0;
          for (const name of await caches.keys()) count += (await (await caches.open(name)).keys()).length;
          return count;
        });
        times[name].push(active);
        log(
          `  ${name}: sign-in form ${shown} ms, service worker active ${active} ms, ${cached} files cached`,
        );
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await sides.A.close();
    await sides.B.close();
  }
  log(`A: median ${median(times.A)} ms until offline-capable`);
  log(`B: median ${median(times.B)} ms until offline-capable`);
}

runMain(main);
