/**
 * A CPU profile of the app's first sync of the large tour in Chromium (1× CPU), for finding where
 * the device's time goes: `npx tsx tests/bench/sync-profile.ts [distDir]`. Samples the page's main
 * thread (V8 sampling profiler, 250 µs) from the click on "Sign in" until the header reads "All
 * changes saved", and prints self time by function and by file, plus idle / program / GC.
 */
import { startBrowserEnv } from './browser-env';
import { launchFresh } from './browser-launch';
import { atLoginForm } from './browser-sync';
import { runMain } from './run-main';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const log = (line: string) => process.stdout.write(`${line}\n`);

function summarize(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, at) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[at] ?? 0));
  });
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    total += us;
    const file = frame.url.split('/').pop() || frame.functionName;
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    byFile.set(file, (byFile.get(file) ?? 0) + us);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => `  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`)
      .join('\n');
  log(
    `sampled ${(total / 1000).toFixed(0)} ms\n\nby file:\n${top(byFile, 15)}\n\nby function:\n${top(byFunction, 40)}`,
  );
}

async function main() {
  const env = await startBrowserEnv(log, process.argv[2] ? { distDir: process.argv[2] } : {});
  const browser = await launchFresh();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, signIn } = await atLoginForm(context, env);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await signIn(async () => {
      await cdp.send('Profiler.start');
    });
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    log(`first sync: ${JSON.stringify(await page.evaluate('window.__benchSync()'))}`);
    summarize(profile);
  } finally {
    await browser.close();
    await env.close();
  }
}

runMain(main);
