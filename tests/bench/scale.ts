/**
 * `npm run bench:scale`: two instances of the built server on one PostgreSQL database of the run's
 * own, and N simulated devices (lightweight async loops in this process, loopback only) split
 * across them, each cycling pull → sometimes push one note → think, on a few shared tours, for a
 * bounded time. Reports p50/p99 of pulls and pushes, errors, each instance's resident memory, and
 * whether every device converged: after the load, outboxes drained and every device pulled to the
 * end, all devices of a tour hold the same rows, equal to the server's (notes, days, people).
 * No file bytes: without shared object storage two instances cannot serve each other's uploads.
 *
 *   SCALE_DEVICES=1000 SCALE_SECONDS=120 npm run bench:scale     (or -- --devices=1000 --seconds=120)
 *   SCALE_TOURS (4), SCALE_THINK_MS (2000, mean pause between cycles), SCALE_PUSH_SHARE (0.5)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Fleet, seedFleet } from './fleet-seed';
import { createOwnDatabase } from './own-database';
import { converged } from './scale-convergence';
import { freePort, type ServerProcess, startServer } from './server-process';
import { type Answer, type RequestKind, SimDevice } from './sim-device';

function setting(name: string, env: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = Number(arg ? arg.split('=')[1] : (process.env[env] ?? fallback));
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${env} must be a positive number`);
  return value;
}

const DEVICES = setting('devices', 'SCALE_DEVICES', 1000);
const SECONDS = setting('seconds', 'SCALE_SECONDS', 120);
const TOURS = setting('tours', 'SCALE_TOURS', 4);
const THINK_MS = setting('think', 'SCALE_THINK_MS', 2000);
const PUSH_SHARE = Number(process.env.SCALE_PUSH_SHARE ?? 0.5);

const sleep = (ms: number) => new Promise((next) => setTimeout(next, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

type Stats = {
  latencies: Record<'pull' | 'push', number[]>;
  errors: number;
  serverErrors: number;
  requests: number;
};
const newStats = (): Stats => ({
  latencies: { pull: [], push: [] },
  errors: 0,
  serverErrors: 0,
  requests: 0,
});

function recorder(stats: Stats) {
  return (kind: RequestKind, answer: Answer) => {
    stats.requests += 1;
    if (kind !== 'rest') stats.latencies[kind].push(answer.ms);
    if (answer.status < 200 || answer.status >= 300) stats.errors += 1;
    if (answer.status >= 500) stats.serverErrors += 1;
  };
}

/** Device i of a tour talks to instance i % 2: every tour is written through both instances. */
function devicesOf(fleet: Fleet, servers: ServerProcess[], stats: Stats[]): SimDevice[] {
  const perTour = new Map<string, number>();
  return fleet.users.map((user) => {
    const i = perTour.get(user.tour.tourId) ?? 0;
    perTour.set(user.tour.tourId, i + 1);
    const at = i % servers.length;
    return new SimDevice(user, (servers[at] as ServerProcess).url, recorder(stats[at] as Stats));
  });
}

const acknowledged = (answered: { result: { status: string } }[]) =>
  answered.filter((a) => a.result.status === 'applied' || a.result.status === 'duplicate').length;

async function cycle(device: SimDevice, deadline: number, acked: { count: number }) {
  let n = 0;
  await sleep(Math.random() * THINK_MS);
  while (performance.now() < deadline) {
    await device.pullToEnd();
    if (Math.random() < PUSH_SHARE) {
      const dayIds = device.user.tour.dayIds;
      device.queueNote(dayIds[n % dayIds.length] as string, `scale ${device.deviceId.slice(0, 8)} ${++n}`);
      const { answered } = await device.push();
      acked.count += acknowledged(answered);
    }
    await sleep(THINK_MS * (0.5 + Math.random()));
  }
}

async function main() {
  const started = performance.now();
  const database = await createOwnDatabase('scale');
  const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'roadie-scale-')));
  const servers: ServerProcess[] = [];
  const rss = [0, 1].map(() => ({ peak: 0, last: 0 }));
  try {
    const jwtSecret = crypto.randomUUID();
    // One after the other: the first migrates the database, the second finds it migrated.
    for (const dataDir of dataDirs)
      servers.push(
        await startServer({ port: await freePort(), dataDir, databaseUrl: database.url, jwtSecret }),
      );
    const fleet = await seedFleet(database.url, { tours: TOURS, days: 5, users: DEVICES, jwtSecret });
    const stats = servers.map(newStats);
    const devices = devicesOf(fleet, servers, stats);
    const sampler = setInterval(() => {
      for (const [i, server] of servers.entries()) {
        const kb = server.rssKb();
        const sample = rss[i] as { peak: number; last: number };
        sample.last = kb;
        sample.peak = Math.max(sample.peak, kb);
      }
    }, 1000);
    const acked = { count: 0 };
    const cpuBefore = servers.map((server) => server.cpuSeconds());
    const loadStarted = performance.now();
    await Promise.all(devices.map((d) => cycle(d, loadStarted + SECONDS * 1000, acked)));
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    clearInterval(sampler);
    const cpu = servers.map((server, i) => server.cpuSeconds() - (cpuBefore[i] ?? 0));
    const loadRequests = stats.map((s) => s.requests);

    const settled = performance.now() + 60_000;
    await Promise.all(
      devices.map(async (d) => {
        while (d.outbox.length && performance.now() < settled) {
          const { answered } = await d.push();
          acked.count += acknowledged(answered);
        }
        while (!(await d.pullToEnd()) && performance.now() < settled) await sleep(200);
      }),
    );
    const convergence = await converged(database.url, fleet, devices);

    const all = stats;
    const sorted = (kind: 'pull' | 'push') => all.flatMap((s) => s.latencies[kind]).sort((a, b) => a - b);
    const line = (kind: 'pull' | 'push') => {
      const list = sorted(kind);
      return `${list.length} requests, p50 ${percentile(list, 50).toFixed(0)} ms, p99 ${percentile(list, 99).toFixed(0)} ms`;
    };
    const requests = loadRequests.reduce((a, b) => a + b, 0);
    const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
    const rows: [string, string][] = [
      ['devices / tours / instances', `${DEVICES} / ${TOURS} / ${servers.length}`],
      ['load', `${loadSeconds.toFixed(0)} s, think ${THINK_MS} ms (mean), push share ${PUSH_SHARE}`],
      ['pull (one page)', line('pull')],
      ['push (one note)', line('push')],
      ['notes written and acknowledged', String(acked.count)],
      [
        'errors (non-2xx or no answer) / of them 5xx',
        `${all.reduce((n, s) => n + s.errors, 0)} / ${all.reduce((n, s) => n + s.serverErrors, 0)}`,
      ],
      ['throughput (both instances)', `${(requests / loadSeconds).toFixed(1)} requests/s`],
      ...servers.map((_, i): [string, string] => [
        `instance ${i + 1}: requests, CPU, RSS peak / end (during the load)`,
        `${loadRequests[i]}, ${cpu[i]?.toFixed(1)} s (${(((cpu[i] ?? 0) * 1000) / (loadRequests[i] || 1)).toFixed(1)} ms a request), ${mb(rss[i]?.peak ?? 0)} / ${mb(rss[i]?.last ?? 0)}`,
      ]),
      [
        'converged (every device = every other = the server)',
        convergence.ok ? 'yes' : `NO: ${convergence.problems.slice(0, 5).join('; ')}`,
      ],
      ['time (setup + load + drain + check)', `${((performance.now() - started) / 1000).toFixed(0)} s`],
    ];
    process.stdout.write(
      `\nScale-out — ${new Date().toISOString()}, ${cpus().length} cores, node ${process.version}, load ${loadavg()[0]?.toFixed(2)}\n\n| what | figure |\n|---|---|\n${rows.map(([what, figure]) => `| ${what} | ${figure} |`).join('\n')}\n`,
    );
    return convergence.ok ? 0 : 1;
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
