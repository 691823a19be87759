/**
 * `npm run bench:scale`: two instances of the built server on one PostgreSQL database of the run's
 * own, and N simulated devices (lightweight async loops in this process, loopback only) split
 * across them, each cycling pull → sometimes push one note → think, on a few shared tours, for a
 * bounded time. Reports p50/p99 of pulls and pushes, errors, each instance's resident memory, and
 * whether every device converged: after the load, outboxes drained and every device pulled to the
 * end, all devices of a tour hold the same rows, equal to the server's (notes, days, people).
 * Files: both instances keep bytes in one S3-compatible store (s3rver, a real S3 server in
 * JavaScript, on loopback); some cycles upload a day file through their instance, others download
 * one that went in through the OTHER instance and compare its bytes.
 *
 *   SCALE_DEVICES=1000 SCALE_SECONDS=120 npm run bench:scale     (or -- --devices=1000 --seconds=120)
 *   SCALE_TOURS (4), SCALE_THINK_MS (2000, mean pause between cycles), SCALE_PUSH_SHARE (0.5),
 *   SCALE_UPLOAD_SHARE (0.01) and SCALE_DOWNLOAD_SHARE (0.02) of cycles, SCALE_FILE_KB (64)
 */

import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startS3Server } from '../support/s3-server';
import { type Fleet, seedFleet } from './fleet-seed';
import { createOwnDatabase } from './own-database';
import { runMain } from './run-main';
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
const UPLOAD_SHARE = Number(process.env.SCALE_UPLOAD_SHARE ?? 0.01);
const DOWNLOAD_SHARE = Number(process.env.SCALE_DOWNLOAD_SHARE ?? 0.02);
const FILE_BYTES = setting('file-kb', 'SCALE_FILE_KB', 64) * 1024;

const sleep = (ms: number) => new Promise((next) => setTimeout(next, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

type Timed = 'pull' | 'push' | 'upload' | 'download';
type Stats = {
  latencies: Record<Timed, number[]>;
  errors: number;
  serverErrors: number;
  requests: number;
};
const newStats = (): Stats => ({
  latencies: { pull: [], push: [], upload: [], download: [] },
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

/** Files shared during the load: which instance stored each, and the digest of its bytes. */
type SharedFile = { id: string; tourId: string; instance: number; sha256: string };
const files = { shared: [] as SharedFile[], uploadsFailed: 0, crossDownloads: 0, matched: 0, failed: 0 };
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A PDF of `FILE_BYTES` bytes no other upload has (its magic number is all the server checks). */
function uniquePdf(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(FILE_BYTES).fill(0x20);
  bytes.set(new TextEncoder().encode(`%PDF-1.7\n% ${crypto.randomUUID()}\n`));
  return bytes;
}

async function shareFile(device: SimDevice, instance: number, dayId: string) {
  const bytes = uniquePdf();
  const id = await device.shareDayFile(dayId, bytes);
  if (!id) files.uploadsFailed += 1;
  else files.shared.push({ id, tourId: device.user.tour.tourId, instance, sha256: sha256(bytes) });
}

/** Reads a file of its tour that went in through the other instance: the bytes must be the same. */
async function readOthersFile(device: SimDevice, instance: number) {
  const theirs = files.shared.filter((f) => f.tourId === device.user.tour.tourId && f.instance !== instance);
  const file = theirs[Math.floor(Math.random() * theirs.length)];
  if (!file) return;
  files.crossDownloads += 1;
  const bytes = await device.downloadFile(file.id);
  if (!bytes) files.failed += 1;
  else if (sha256(bytes) === file.sha256) files.matched += 1;
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

async function cycle(device: SimDevice, instance: number, deadline: number, acked: { count: number }) {
  let n = 0;
  await sleep(Math.random() * THINK_MS);
  while (performance.now() < deadline) {
    await device.pullToEnd();
    const dayIds = device.user.tour.dayIds;
    if (Math.random() < PUSH_SHARE) {
      device.queueNote(dayIds[n % dayIds.length] as string, `scale ${device.deviceId.slice(0, 8)} ${++n}`);
      const { answered } = await device.push();
      acked.count += acknowledged(answered);
    }
    if (Math.random() < UPLOAD_SHARE) await shareFile(device, instance, dayIds[n % dayIds.length] as string);
    if (Math.random() < DOWNLOAD_SHARE) await readOthersFile(device, instance);
    await sleep(THINK_MS * (0.5 + Math.random()));
  }
}

async function main() {
  const started = performance.now();
  const database = await createOwnDatabase('scale');
  const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'roadie-scale-')));
  const bucketDir = mkdtempSync(join(tmpdir(), 'roadie-scale-s3-'));
  const s3 = await startS3Server(bucketDir);
  const s3Env = {
    S3_BUCKET: s3.settings.bucket,
    S3_ENDPOINT: s3.settings.endpoint ?? '',
    S3_REGION: s3.settings.region,
    S3_ACCESS_KEY_ID: s3.settings.credentials?.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: s3.settings.credentials?.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const servers: ServerProcess[] = [];
  const rss = [0, 1].map(() => ({ peak: 0, last: 0 }));
  try {
    const jwtSecret = crypto.randomUUID();
    // One after the other: the first migrates the database, the second finds it migrated.
    for (const dataDir of dataDirs)
      servers.push(
        await startServer({
          port: await freePort(),
          dataDir,
          databaseUrl: database.url,
          jwtSecret,
          env: s3Env,
        }),
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
    const deadline = loadStarted + SECONDS * 1000;
    const instanceOf = (d: SimDevice) => servers.findIndex((server) => server.url === d.baseUrl);
    await Promise.all(devices.map((d) => cycle(d, instanceOf(d), deadline, acked)));
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
    const sorted = (kind: Timed) => all.flatMap((s) => s.latencies[kind]).sort((a, b) => a - b);
    const line = (kind: Timed) => {
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
      [`upload (${FILE_BYTES / 1024} KB to S3) + attach`, `${line('upload')}; ${files.uploadsFailed} failed`],
      ['download (signed link, from S3)', line('download')],
      [
        'files read through the other instance: matched / failed',
        `${files.matched} of ${files.crossDownloads} / ${files.failed}`,
      ],
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
    const filesOk = files.failed === 0 && files.uploadsFailed === 0 && files.matched === files.crossDownloads;
    return convergence.ok && filesOk ? 0 : 1;
  } finally {
    for (const server of servers) await server.stop();
    await s3.close();
    rmSync(bucketDir, { recursive: true, force: true });
    await database.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

runMain(main);
