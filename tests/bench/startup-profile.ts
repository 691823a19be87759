/**
 * CPU profiles of the daysheet's warm reopen (the bench's large-tour day, 4× CPU): where the main
 * thread's time goes before the day is visible. `npx tsx tests/bench/startup-profile.ts [distDir]`
 * (build it with `--sourcemap` to get source names: positions are mapped through the .map files).
 * Samples 5 reopens (V8 sampling profiler, 100 µs) from navigation until the marker, and prints self
 * time per source function and per source file, summed over the runs. CPU samples, not wall time:
 * proportions hold on a loaded machine where the bench's milliseconds do not.
 *
 * A chunk's top-level code (every module's body, hoisted into one function by the bundler) is one
 * frame; its self time is spread over the source files of its lines (V8's position ticks), so
 * build with `--minify false` too to see which modules' bodies cost what (a minified chunk is a
 * handful of lines).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { LARGE_DATE, startBrowserEnv } from './browser-env';
import { launchProfile, markVisible, openAndTime, throttle } from './browser-launch';
import { runMain } from './run-main';

type Frame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type PositionTick = { line: number; ticks: number };
type ProfileNode = { id: number; callFrame: Frame; positionTicks?: PositionTick[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 5);
const log = (line: string) => process.stdout.write(`${line}\n`);

function mapper(distDir: string) {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (asset: string) => {
    if (!maps.has(asset)) {
      const path = join(distDir, 'assets', `${asset}.map`);
      maps.set(asset, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
    }
    return maps.get(asset) ?? null;
  };
  /** The source file of a generated line (1-based) of an asset, by its first mapped segment. */
  const fileOfLine = (frame: Frame, line: number): string | null => {
    const asset = frame.url.split('/assets/')[1];
    const map = asset ? mapOf(asset) : null;
    if (!map) return null;
    for (const column of [0, 1, 2, 4, 8, 16, 32]) {
      const at = originalPositionFor(map, { line, column });
      if (at.source) return at.source.replace(/^(\.\.\/)+/, '');
    }
    return null;
  };
  const place = (frame: Frame): { file: string; name: string } => {
    const asset = frame.url.split('/assets/')[1];
    if (!asset) return { file: frame.url.split('/').pop() || frame.functionName, name: frame.functionName };
    const map = mapOf(asset);
    const at = map
      ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber })
      : null;
    if (!at?.source) return { file: asset, name: `${frame.functionName} ${asset}:${frame.lineNumber + 1}` };
    const file = at.source.replace(/^(\.\.\/)+/, '');
    return { file, name: `${at.name ?? frame.functionName ?? '(anonymous)'} ${file}:${at.line}` };
  };
  return { place, fileOfLine };
}

/** A chunk's top-level function: unnamed, at the very start of an asset. */
const isChunkBody = (frame: Frame) =>
  frame.url.includes('/assets/') &&
  frame.functionName === '' &&
  frame.lineNumber === 0 &&
  frame.columnNumber === 0;

async function main() {
  const distDir = process.argv[2] ?? '.bench/dist';
  const env = await startBrowserEnv(log, { distDir });
  const { place, fileOfLine } = mapper(distDir);
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  const bodyByFile = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  const context = await launchProfile(env.profileDir);
  const visible: number[] = [];
  const busy: number[] = [];
  try {
    await markVisible(context, LARGE_DATE);
    const url = env.daysheet(env.largeTourId, LARGE_DATE);
    for (let run = 0; run <= RUNS; run += 1) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await throttle(page, { cpu: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      const ms = (await openAndTime(page, url)).visible;
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      await page.close();
      if (run === 0) continue; // the first open in this browser process is not a reopen
      visible.push(ms);
      let busyUs = 0;
      const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
      const selfUs = new Map<number, number>();
      profile.samples.forEach((id, at) => {
        const frame = frames.get(id);
        const us = profile.timeDeltas[at] ?? 0;
        if (!frame) return;
        if (frame.functionName !== '(idle)') busyUs += us;
        selfUs.set(id, (selfUs.get(id) ?? 0) + us);
        const { file, name } = place(frame);
        add(byFile, file, us);
        add(byFunction, name, us);
      });
      for (const node of profile.nodes) {
        const us = selfUs.get(node.id) ?? 0;
        const ticks = node.positionTicks ?? [];
        const total = ticks.reduce((sum, tick) => sum + tick.ticks, 0);
        if (!us || !total || !isChunkBody(node.callFrame)) continue;
        for (const tick of ticks) {
          const file =
            fileOfLine(node.callFrame, tick.line) ?? `${node.callFrame.url.split('/').pop()}:${tick.line}`;
          add(bodyByFile, file, (us * tick.ticks) / total);
        }
      }
      busy.push(busyUs / 1000);
    }
  } finally {
    await context.close();
    await env.close();
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => `  ${(us / 1000 / RUNS).toFixed(1).padStart(7)} ms  ${name}`)
      .join('\n');
  log(`visible at ${visible.map((ms) => ms.toFixed(0)).join(', ')} ms (4× CPU)`);
  log(`main thread busy until then: ${busy.map((ms) => ms.toFixed(0)).join(', ')} ms; per run:`);
  log(`\nby file:\n${top(byFile, 30)}\n\nby function:\n${top(byFunction, 50)}`);
  log(`\nchunks' top-level code, by source file (build with --minify false):\n${top(bodyByFile, 30)}`);
}

runMain(main);
