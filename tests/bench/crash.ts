/**
 * `npm run bench:crash`: crash recovery on PostgreSQL. The built server runs as a child process on a
 * database of the run's own; simulated devices write notes through sync pushes and through REST
 * with an Idempotency-Key while the server is killed with SIGKILL `CRASH_ROUNDS` times (default 4)
 * and restarted. Devices keep what was not answered (outbox, REST retries with the same key and
 * body) and send it again; some REST writes are abandoned after a failure, as a person gives up.
 * At the end the notes in the database are compared with what the devices saw acknowledged:
 * every acknowledged write present exactly once, nothing twice. Exits 1 on a loss, a duplicate
 * or a write left blocked (its retries refused for good).
 *
 *   CRASH_ROUNDS=4 CRASH_DEVICES=8 npm run bench:crash     (needs `npm run build:server` first)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { crashDriver } from './crash-driver';
import { seedFleet } from './fleet-seed';
import { createOwnDatabase } from './own-database';
import { runMain } from './run-main';
import { freePort, type ServerProcess, startServer } from './server-process';
import { type Answer, type RequestKind, SimDevice } from './sim-device';
import { newLedger, tally } from './write-ledger';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 4);
const DEVICES = Number(process.env.CRASH_DEVICES ?? 8);
/** How long the load runs before each kill: a random time in this range. */
const LOAD_MS: [number, number] = [2000, 4000];
const DRAIN_MS = 20_000;

const sleep = (ms: number) => new Promise((next) => setTimeout(next, ms));
const between = ([low, high]: [number, number]) => low + Math.random() * (high - low);

const answers = { total: 0, none: 0, serverErrors: 0, inProgress: 0 };
function record(_kind: RequestKind, answer: Answer) {
  answers.total += 1;
  if (answer.status === 0) answers.none += 1;
  if (answer.status >= 500) answers.serverErrors += 1;
  if (answer.status === 409) answers.inProgress += 1;
}

/** The run's notes by text (how many rows each), and the Idempotency-Keys still marked running. */
async function readDatabase(url: string, tag: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ text: string; n: number }>(
      'SELECT text, count(*)::int AS n FROM notes WHERE deleted_at IS NULL AND text LIKE $1 GROUP BY text',
      [`crash-${tag}-%`],
    );
    const running = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM idempotency_keys WHERE state = 'running'",
    );
    return { stored: new Map(rows.map((row) => [row.text, row.n])), runningKeys: running.rows[0]?.n ?? 0 };
  } finally {
    await client.end();
  }
}

async function main() {
  const started = performance.now();
  const tag = Date.now().toString(36);
  const database = await createOwnDatabase('crash');
  const dataDir = mkdtempSync(join(tmpdir(), 'roadie-crash-'));
  let server: ServerProcess | undefined;
  try {
    const jwtSecret = crypto.randomUUID();
    server = await startServer({ port: await freePort(), dataDir, databaseUrl: database.url, jwtSecret });
    const fleet = await seedFleet(database.url, { tours: 2, days: 5, users: DEVICES, jwtSecret });
    const ledger = newLedger();
    const live = server;
    const drivers = fleet.users.map((user) =>
      crashDriver(new SimDevice(user, live.url, record), ledger, tag),
    );
    let stopping = false;
    const loads = drivers.map((d) => d.load(() => stopping));
    const downtimes: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      await sleep(between(LOAD_MS));
      const killed = performance.now();
      await live.crash();
      process.stdout.write(`  round ${round}: killed (SIGKILL) after ${ledger.sentCount()} writes sent…`);
      await sleep(300);
      await live.restart();
      downtimes.push(performance.now() - killed);
      process.stdout.write(` back in ${(downtimes.at(-1) ?? 0).toFixed(0)} ms\n`);
    }
    await sleep(between(LOAD_MS));
    stopping = true;
    await Promise.all(loads);
    const deadline = performance.now() + DRAIN_MS;
    const left = await Promise.all(drivers.map((d) => d.drain(deadline)));
    const { stored, runningKeys } = await readDatabase(database.url, tag);
    const result = tally(ledger, stored, {
      unsent: left.flatMap((l) => l.unsentSync),
      blocked: left.flatMap((l) => l.blockedRest),
    });
    const seconds = (performance.now() - started) / 1000;
    const rows: [string, string][] = [
      [
        'rounds (SIGKILL + restart)',
        `${ROUNDS}, back in ${downtimes.map((d) => d.toFixed(0)).join(' / ')} ms`,
      ],
      ['devices', String(DEVICES)],
      ['writes sent', `${result.sent} (${result.sentSync} sync, ${result.sentRest} REST)`],
      ['acknowledged (2xx answer received)', String(result.acknowledged)],
      [
        'never acknowledged: abandoned / blocked / unsent',
        `${result.abandoned} / ${result.blocked} / ${result.unsent}`,
      ],
      ['  of those present once / absent', `${result.unackedPresent} / ${result.unackedAbsent}`],
      ['lost (acknowledged, not stored)', String(result.lost)],
      ['duplicated (stored more than once)', String(result.duplicated)],
      ['rejected (4xx or sync rejected/conflict)', String(result.rejected)],
      [
        'requests / without answer / 5xx / 409',
        `${answers.total} / ${answers.none} / ${answers.serverErrors} / ${answers.inProgress}`,
      ],
      ['Idempotency-Keys left "running" in the database', String(runningKeys)],
      ['time', `${seconds.toFixed(1)} s`],
    ];
    process.stdout.write(
      `\nCrash recovery on PostgreSQL — ${new Date().toISOString()}, ${cpus().length} cores, node ${process.version}, load ${loadavg()[0]?.toFixed(2)}\n\n| what | figure |\n|---|---|\n${rows.map(([what, figure]) => `| ${what} | ${figure} |`).join('\n')}\n`,
    );
    for (const text of result.examples) process.stdout.write(`  ${text}\n`);
    const failed = result.lost > 0 || result.duplicated > 0 || result.blocked > 0;
    process.stdout.write(failed ? '\nFAIL\n' : '\npass: 0 lost, 0 duplicated, 0 blocked\n');
    return failed ? 1 : 0;
  } finally {
    await server?.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
