/**
 * `npm run bench`: every measurement of docs/performance-budgets.md this bench covers, each beside its floor.
 * PGlite always; PostgreSQL too when DATABASE_URL is set (in a database `roadie_bench` of its own).
 */
import 'fake-indexeddb/auto';
import { cpus, loadavg } from 'node:os';
import { benchApiRead } from './api-read';
import { benchBrowser } from './browser';
import { buildForBench } from './browser-env';
import { benchBundle } from './bundle';
import { benchLive } from './live';
import { benchReports } from './reports';
import { runMain } from './run-main';
import { type Bench, startBench } from './setup';
import { benchSync } from './sync';
import { markdownTable } from './table';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** `BENCH_ONLY=live` (or a comma list of bundle, browser, api-read, sync, live, reports) runs just those parts. */
const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const part = (name: string) => !ONLY || ONLY.includes(name);
const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')}`;

async function withBench(url: string | undefined, run: (bench: Bench) => Promise<void>) {
  const bench = await startBench(url);
  try {
    await run(bench);
  } finally {
    await bench.close();
  }
}

async function main() {
  const started = performance.now();
  process.stdout.write(
    `Roadie bench — ${new Date().toISOString()}, ${cpus().length} cores, node ${process.version}, ${load()}\n`,
  );
  if (part('bundle') || part('browser')) {
    const built = performance.now();
    buildForBench();
    process.stdout.write(
      `built .bench/dist and .bench/minimal in ${((performance.now() - built) / 1000).toFixed(1)} s\n`,
    );
  }
  if (part('bundle')) {
    process.stdout.write('bundle\n');
    benchBundle();
  }
  if (part('browser')) await benchBrowser();
  process.stdout.write('PGlite (in memory)\n');
  await withBench(undefined, async (bench) => {
    if (part('api-read')) await benchApiRead(bench, SECONDS);
    if (part('sync')) await benchSync(bench);
    if (part('live')) await benchLive(bench);
    if (part('reports')) await benchReports(bench);
  });
  const url = process.env.DATABASE_URL;
  if (url) {
    process.stdout.write('PostgreSQL\n');
    await withBench(url, async (bench) => {
      if (part('api-read')) await benchApiRead(bench, SECONDS);
      if (part('sync')) await benchSync(bench, 'postgres');
      if (part('live')) await benchLive(bench, 'postgres');
      if (part('reports')) await benchReports(bench);
    });
  } else process.stdout.write('PostgreSQL: skipped (set DATABASE_URL to measure it)\n');
  process.stdout.write(
    `\n${markdownTable()}\n\nbench took ${((performance.now() - started) / 1000).toFixed(0)} s, ${load()} at the end\n`,
  );
}

runMain(main);
