/**
 * The real `server/main.ts` process on the embedded database: starts, migrates, seeds once,
 * serves the demo login, shuts down cleanly on SIGTERM, and finds its data again on restart.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'roadie-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
}

// A fresh embedded database (initdb, migrations) plus the whole demo seed: slow on a loaded 2-core machine.
function start(): Promise<Running> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
  };
  // This test is about the embedded default, whatever database the rest of the suite uses.
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /\(port (\d+),/.exec(output)?.[1];
      // The docs link is the last line of the start-up banner.
      if (port && output.includes('/api/docs')) {
        clearTimeout(timer);
        resolve({ child, port: Number(port), output: () => output });
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

describe('the server process', () => {
  it('starts on an empty data folder, seeds once, stops cleanly and keeps its data', async () => {
    const first = await start();
    expect(first.output()).toContain('seeded the demo workspace');
    expect(first.output()).toContain('manager@roadie.example');
    const health = await fetch(`http://127.0.0.1:${first.port}/api/healthcheck`);
    expect(await health.json()).toEqual({ data: { status: 'ok', database: 'pglite' } });
    expect(await demoLogin(first.port)).toBe(200);
    expect(await stop(first)).toBe(0);
    expect(first.output()).toContain('SIGTERM: shutting down');

    const second = await start();
    expect(second.output()).not.toContain('seeded the demo workspace');
    expect(await demoLogin(second.port)).toBe(200);
    expect(await stop(second)).toBe(0);
  }, 150_000);
});
