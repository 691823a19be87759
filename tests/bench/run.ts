/**
 * `npm run bench`: every measurement of DESIGN.md §8 this bench covers, each beside its floor.
 * PGlite always; PostgreSQL too when DATABASE_URL is set (in a database `roadie_bench` of its own).
 */
import 'fake-indexeddb/auto';
import { cpus } from 'node:os';
import { benchApiRead } from './api-read';
import { benchBundle } from './bundle';
import { type Bench, startBench } from './setup';
import { benchSync } from './sync';
import { markdownTable } from './table';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

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
    `Roadie bench — ${new Date().toISOString()}, ${cpus().length} cores, node ${process.version}\n`,
  );
  process.stdout.write('bundle\n');
  benchBundle();
  process.stdout.write('PGlite (in memory)\n');
  await withBench(undefined, async (bench) => {
    await benchApiRead(bench, SECONDS);
    await benchSync(bench);
  });
  const url = process.env.DATABASE_URL;
  if (url) {
    process.stdout.write('PostgreSQL\n');
    await withBench(url, (bench) => benchApiRead(bench, SECONDS));
  } else process.stdout.write('PostgreSQL: skipped (set DATABASE_URL to measure it)\n');
  process.stdout.write(
    `\n${markdownTable()}\n\nbench took ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
