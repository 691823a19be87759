/**
 * A bounded HTTP load loop against 127.0.0.1 only, run in a worker thread so the load generator
 * does not share the server's event loop: `connections` clients, each sending its next GET as soon
 * as the previous answer is read, for `seconds`. Latencies are measured per request.
 */
import { Worker } from 'node:worker_threads';

export type LoadResult = {
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p99: number;
  rps: number;
};

const WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const http = require('node:http');
const { url, headers, connections, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let errors = 0;
const started = performance.now();
const deadline = started + seconds * 1000;
function once() {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.get(url, { agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => { latencies.push(performance.now() - t0); if (res.statusCode !== 200) errors++; resolve(); });
    });
    req.setTimeout(10000, () => req.destroy(new Error('timeout')));
    req.on('error', () => { errors++; latencies.push(performance.now() - t0); resolve(); });
  });
}
async function client() { while (performance.now() < deadline) await once(); }
Promise.all(Array.from({ length: connections }, client)).then(() => {
  agent.destroy();
  parentPort.postMessage({ latencies, errors, seconds: (performance.now() - started) / 1000 });
});
`;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export function runLoad(options: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
}): Promise<LoadResult> {
  const url = new URL(options.url);
  if (url.hostname !== '127.0.0.1') throw new Error('the bench only loads 127.0.0.1');
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { ...options, headers: options.headers ?? {} },
    });
    worker.once('error', reject);
    worker.once('message', (m: { latencies: number[]; errors: number; seconds: number }) => {
      const sorted = Float64Array.from(m.latencies).sort();
      const list = Array.from(sorted);
      resolve({
        requests: list.length,
        errors: m.errors,
        seconds: m.seconds,
        p50: percentile(list, 50),
        p99: percentile(list, 99),
        rps: list.length / m.seconds,
      });
      void worker.terminate();
    });
  });
}
