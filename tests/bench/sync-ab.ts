/**
 * A/B of the first-sync row (tests/bench/browser-sync.ts) between two builds of the app, in ONE run,
 * alternating: `npx tsx tests/bench/sync-ab.ts <distA> <distB>` (`BENCH_SYNC_RUNS`, default 3). Each
 * build gets its own server (startBrowserEnv, same server code); the floor (one raw IndexedDB
 * transaction of the same rows) runs beside them in every round. Prints each run and the medians.
 * `BENCH_SYNC_REPLAY=1`: each side's server pages answered from memory (browser-sync-replay.ts), so
 * a change to the device's work is measured without the server's CPU on the same cores.
 */
import { startBrowserEnv } from './browser-env';
import { launchFresh, median } from './browser-launch';
import { type AppRun, appRun, floorRun } from './browser-sync';
import { startReplay } from './browser-sync-replay';
import { formatCpu } from './process-cpu';
import { runMain } from './run-main';

const RUNS = Number(process.env.BENCH_SYNC_RUNS ?? 3);
const REPLAY = process.env.BENCH_SYNC_REPLAY === '1';
const log = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const [distA, distB] = process.argv.slice(2);
  if (!distA || !distB) throw new Error('usage: sync-ab.ts <distA> <distB>');
  const envA = await startBrowserEnv(log, { distDir: distA });
  const envB = await startBrowserEnv(log, { distDir: distB });
  const browser = await launchFresh();
  const replays = REPLAY
    ? { A: await startReplay(browser, envA, appRun), B: await startReplay(browser, envB, appRun) }
    : undefined;
  const sync = (name: 'A' | 'B') =>
    replays ? replays[name].run() : appRun(browser, name === 'A' ? envA : envB);
  const runs: Record<'A' | 'B', AppRun[]> = { A: [], B: [] };
  const floors: number[] = [];
  try {
    for (let round = 0; round < RUNS; round += 1) {
      const order = round % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const);
      for (const name of order) {
        const run = await sync(name);
        runs[name].push(run);
        log(
          `  ${name}: ${run.ms.toFixed(0)} ms, ${run.requests} requests, in flight ${run.serverMs.toFixed(0)} ms, longest task ${run.longest.toFixed(0)} ms, ${run.rows} rows; CPU ${formatCpu(run.cpu)}`,
        );
      }
      const floor = await floorRun(browser, envA);
      floors.push(floor.indexed);
      log(`  floor: ${floor.indexed.toFixed(0)} ms; CPU ${formatCpu(floor.cpu)}`);
    }
  } finally {
    await replays?.A.close();
    await replays?.B.close();
    await browser.close();
    await envA.close();
    await envB.close();
  }
  const floor = median(floors);
  for (const name of ['A', 'B'] as const) {
    const app = median(runs[name].map((run) => run.ms));
    log(
      `${name}: median ${app.toFixed(0)} ms (${(app / floor).toFixed(2)} × the floor's ${floor.toFixed(0)} ms)`,
    );
  }
}

runMain(main);
