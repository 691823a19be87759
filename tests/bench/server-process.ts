/**
 * The built server (`dist-server/main.js`, as `npm start` and Playwright run it) as a child process
 * of a bench: started with the env it reads, waited on until /api/healthcheck answers, killed with
 * SIGKILL (a crash: no shutdown hook runs) or stopped with SIGTERM, and its resident memory read
 * from /proc. `ROADIE_SERVER_BUNDLE` points at another build, so a bench can run its own copy while
 * someone rebuilds dist-server/ (`node scripts/build-server.mjs dist-server-mine`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const SERVER_BUNDLE = resolve(process.env.ROADIE_SERVER_BUNDLE ?? 'dist-server/main.js');

export type ServerOptions = {
  port: number;
  dataDir: string;
  databaseUrl: string;
  jwtSecret: string;
  /** More settings of the server's environment (S3_* for shared file storage, say). */
  env?: Record<string, string>;
};

export type ServerProcess = {
  url: string;
  pid: () => number;
  /** Resident memory of the process now, in KB (VmRSS). */
  rssKb: () => number;
  /** CPU time the process has used so far (user + system), in seconds. */
  cpuSeconds: () => number;
  crash: () => Promise<void>;
  restart: () => Promise<void>;
  stop: () => Promise<void>;
};

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

export function rssKbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
}

/** utime + stime of /proc/<pid>/stat (fields 14 and 15, after the command name), at 100 ticks/s. */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function waitHealthy(url: string, child: ChildProcess, stderr: () => string) {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr()}`);
    const ok = await fetch(`${url}/api/healthcheck`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((next) => setTimeout(next, 100));
  }
  throw new Error(`the server on ${url} did not answer /api/healthcheck within 60 s: ${stderr()}`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  if (!existsSync(SERVER_BUNDLE))
    throw new Error(`${SERVER_BUNDLE} is missing: run \`npm run build:server\` first`);
  const url = `http://127.0.0.1:${options.port}`;
  const env = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    // Every instance signs and checks the same tokens, as instances behind one load balancer must.
    JWT_SECRET: options.jwtSecret,
    APP_URL: url,
    NODE_ENV: 'test',
    RATE_LIMIT_SCALE: '100',
    SEED_DEMO: 'false',
    ...options.env,
  };
  let child: ChildProcess;
  let stderr = '';
  const launch = async () => {
    stderr = '';
    child = spawn(process.execPath, [SERVER_BUNDLE], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    await waitHealthy(url, child, () => stderr);
  };
  await launch();
  return {
    url,
    pid: () => child.pid ?? 0,
    rssKb: () => rssKbOf(child.pid ?? 0),
    cpuSeconds: () => cpuSecondsOf(child.pid ?? 0),
    async crash() {
      child.kill('SIGKILL');
      await exited(child);
    },
    restart: launch,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
