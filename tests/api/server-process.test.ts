/**
 * The real server process as `npm start` runs it: the BUILT bundle (built fresh here, into a folder
 * of its own, so the build itself is checked) on the embedded database. It starts, migrates, seeds
 * once, serves the demo login, shuts down cleanly on SIGTERM and finds its data again on restart;
 * it listens on loopback only unless HOST says otherwise, warns when the demo logins are reachable
 * from the network, and refuses to start in production without a JWT secret.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
// Inside the repo (ignored as `dist-*/`): the bundle's package imports resolve from node_modules.
const buildDir = mkdtempSync(join(ROOT, 'dist-server-test-'));
const serverEntry = join(buildDir, 'main.js');
const dataDir = mkdtempSync(join(tmpdir(), 'roadie-process-'));
const DEMO_WARNING = 'the demo logins and their published password are reachable from the network';

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-server.mjs', buildDir], { cwd: ROOT, stdio: 'pipe' });
}, 60_000);
afterAll(() => {
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

interface Running {
  child: ChildProcess;
  port: number;
  host: string;
  output: () => string;
}

/** The environment of a plain `npm start`: no HOST, no external database, whatever this shell has. */
function serverEnv(overrides: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', DATA_DIR: dataDir, NODE_ENV: 'development' };
  delete env.HOST;
  // This test is about the embedded default, whatever database the rest of the suite uses.
  delete env.DATABASE_URL;
  return { ...env, ...overrides };
}

// A fresh embedded database (initdb, migrations) plus the whole demo seed: ~40 s on a 2-core machine,
// more than a minute when it is busy.
function start(overrides: NodeJS.ProcessEnv = {}): Promise<Running> {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: ROOT,
    env: serverEnv(overrides),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 150_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const banner = /\(port (\d+), host ([^,]+),/.exec(output);
      // The docs link is the last line of the start-up banner.
      if (banner && output.includes('/api/docs')) {
        clearTimeout(timer);
        resolve({ child, port: Number(banner[1]), host: banner[2] ?? '', output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

function stop(running: Running): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.removeAllListeners('exit');
    running.child.on('exit', (code) => resolve(code));
    running.child.kill('SIGTERM');
  });
}

async function demoLogin(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'manager@roadie.example', password: 'Roadie-demo-1' }),
  });
  return response.status;
}

const mailboxStatus = async (host: string, port: number) =>
  (await fetch(`http://${host}:${port}/api/dev/mail`)).status;

describe('the built server process', () => {
  it('starts on an empty data folder on loopback, seeds once, stops cleanly and keeps its data', async () => {
    const first = await start();
    expect(first.output()).toContain('seeded the demo workspace');
    expect(first.output()).toContain('manager@roadie.example');
    expect(first.host).toBe('127.0.0.1');
    expect(first.output()).not.toContain(DEMO_WARNING);
    const health = await fetch(`http://127.0.0.1:${first.port}/api/healthcheck`);
    expect(await health.json()).toEqual({ data: { status: 'ok', database: 'pglite' } });
    expect(await demoLogin(first.port)).toBe(200);
    expect(await stop(first)).toBe(0);
    expect(first.output()).toContain('SIGTERM: shutting down');

    // HOST opens it to the network: the warning, and the dev mailbox still answers this machine only.
    const second = await start({ HOST: '0.0.0.0' });
    expect(second.output()).not.toContain('seeded the demo workspace');
    expect(second.output()).toContain(DEMO_WARNING);
    expect(await demoLogin(second.port)).toBe(200);
    expect(await mailboxStatus('127.0.0.1', second.port)).toBe(200);
    expect(second.host).toBe('0.0.0.0');
    expect(await stop(second)).toBe(0);
  }, 330_000);

  it('refuses to start in production without JWT_SECRET', () => {
    const env = serverEnv({ NODE_ENV: 'production' });
    delete env.JWT_SECRET;
    const result = spawnSync(process.execPath, [serverEntry], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('JWT_SECRET must be set in production');
  });
});
