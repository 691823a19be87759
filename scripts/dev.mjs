// Starts the API (tsx watch, port 8081) and the Vite dev server (port 8080, proxying /api) together.
// Each runs in its own process group so a signal reaches the whole tree (tsx watch forks its own
// child); if either exits, the other is stopped too.
import { spawn } from 'node:child_process';

const API_PORT = '8081';
const DEV_URL = 'http://localhost:8080';

const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'server/main.ts'], {
    stdio: 'inherit',
    detached: true,
    // Links in dev e-mails must open the Vite server, not the API port.
    env: { ...process.env, PORT: API_PORT, APP_URL: process.env.APP_URL ?? DEV_URL },
  }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit', detached: true, env: process.env }),
];

let stopping = false;

function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stopAll(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}

let remaining = children.length;
let exitCode = 0;
for (const child of children) {
  child.on('exit', (code) => {
    if (code && !exitCode) exitCode = code;
    stopAll('SIGTERM');
    remaining -= 1;
    if (remaining === 0) process.exit(exitCode);
  });
}
