/**
 * The first sync of the large tour on a venue network (400 ms round trip, 400 kbit/s both ways,
 * CDP on the page once the app is installed — a returning device with an empty mirror), 1× CPU.
 * Judged: the bytes that crossed the network against the JSON they decode to (compression,
 * ≤ 1/5); reported: the time until the header reads "All changes saved". For reference, the time
 * the uncompressed JSON alone would take at that bandwidth.
 */
import type { BrowserEnv } from './browser-env';
import { launchFresh, median, VENUE_NETWORK } from './browser-launch';
import { type AppRun, appRun } from './browser-sync';
import { addRow, mb, ms, verdict } from './table';

export async function benchVenueSync(env: BrowserEnv, runs: number) {
  const browser = await launchFresh();
  const done: AppRun[] = [];
  try {
    for (let run = 0; run < runs; run += 1) done.push(await appRun(browser, env, VENUE_NETWORK));
  } finally {
    await browser.close();
  }
  const first = done[0];
  if (!first) throw new Error('no runs');
  const time = median(done.map((run) => run.ms));
  const share = first.wire / first.json;
  const bitsPerMs = (VENUE_NETWORK.downloadThroughput * 8) / 1000;
  const plainMs = (first.json * 8) / bitsPerMs;
  addRow({
    what: `first sync of the large tour on a venue network (400 ms RTT, 400 kbit/s), 1× CPU (${first.rows} rows, ${first.requests} requests), ${runs} run${runs === 1 ? '' : 's'}`,
    figure: `${mb(first.wire)} on the wire for ${mb(first.json)} of JSON; synced in ${ms(time)} (${done.map((run) => (run.ms / 1000).toFixed(1)).join(', ')} s)`,
    floor: `the JSON uncompressed would take ${(plainMs / 1000).toFixed(0)} s on this network for the bytes alone`,
    ratio: `1/${(1 / share).toFixed(1)} of the JSON`,
    budget: 'bytes on the wire ≤ 1/5 of the JSON; time reported',
    verdict: verdict(share <= 1 / 5),
  });
}
