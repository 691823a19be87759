/**
 * The first-sync row's reference for the device alone: the same first sync, with the server's
 * pages of changes answered from memory by a proxy (replay-proxy.ts), so the server spends no CPU on
 * the machine's cores while the device syncs. On a phone the server is another machine; here it
 * shares two cores with Chromium, and this row says how much of the first sync's time that costs.
 * The pages are recorded by one sync through the proxy first (the server answers it for real).
 */
import type { Browser } from '@playwright/test';
import type { BrowserEnv } from './browser-env';
import { median } from './browser-launch';
import type { AppRun } from './browser-sync';
import { deviceCpu, formatCpu, medianCpu } from './process-cpu';
import { startReplayProxy } from './replay-proxy';
import { addRow, ms } from './table';

type Sync = (browser: Browser, env: BrowserEnv) => Promise<AppRun>;

/** `sync`: browser-sync.ts's `appRun`, passed in (that module runs this one). */
export async function startReplay(browser: Browser, env: BrowserEnv, sync: Sync) {
  const proxy = await startReplayProxy(env.appUrl);
  const viaProxy: BrowserEnv = { ...env, appUrl: proxy.url };
  try {
    await sync(browser, viaProxy);
  } catch (error) {
    await proxy.close();
    throw error;
  }
  const pages = proxy.counts().recorded;
  if (pages === 0) throw new Error('the recording sync asked for no page of changes');
  return {
    /** One first sync with every page from memory; a page the server had to answer fails the run. */
    async run(): Promise<AppRun> {
      const before = proxy.counts();
      const run = await sync(browser, viaProxy);
      const after = proxy.counts();
      if (after.recorded !== before.recorded || after.replayed - before.replayed !== pages)
        throw new Error(
          `a sync from memory asked for ${after.replayed - before.replayed} recorded pages and ${after.recorded - before.recorded} new ones; the recording sync asked for ${pages}`,
        );
      return run;
    },
    close: () => proxy.close(),
  };
}

/** `floor` and `app`: the first-sync row's medians, from the same runs. */
export function addReplayRow(runs: AppRun[], floor: number, app: number) {
  const replayed = median(runs.map((run) => run.ms));
  const cpu = median(runs.map((run) => deviceCpu(run.cpu)));
  addRow({
    what: `the same first sync with the server's pages answered from memory (the server's CPU off the machine's cores, as on a phone), ${runs.length} runs`,
    figure: `median ${ms(replayed)} (${runs.map((run) => run.ms.toFixed(0)).join(', ')}); the device's CPU ${cpu.toFixed(2)} s; CPU meanwhile (median per side): ${formatCpu(medianCpu(runs))}`,
    floor: `median ${ms(floor)}, the first-sync row's floor; the app with the server on these cores took ${ms(app)}`,
    ratio: `${(replayed / floor).toFixed(2)} ×`,
    budget: '(reference: the device’s share of the row above)',
    verdict: '—',
  });
}
