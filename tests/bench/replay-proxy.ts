/**
 * The server's pages from memory, for the first-sync row's "server elsewhere" reference: a proxy in
 * the bench's own process in front of the real server. It passes every request through, except a
 * page of changes (`GET /api/sync/tours/<id>/changes`) it has seen before: that it answers with the
 * bytes the server sent then (compressed as sent), so the server spends no CPU on it. Pages are
 * keyed by path, `since` and `limit` (not `deviceId`: a fresh device's `lastSeq` is 0 on every run).
 *
 * On a phone the server runs on another machine; on the bench's two cores it shares them with
 * Chromium. With the pages replayed, what is left on the cores is the device's own work, and the
 * row says how close that alone comes to the floor. The proxy's CPU is the bench process's and is
 * not counted (it stands for the network).
 */
import { createServer, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';

type Recorded = { status: number; headers: IncomingHttpHeaders; body: Buffer };

export type ReplayProxy = {
  url: string;
  /** Pages answered from memory so far, and pages recorded. */
  counts: () => { replayed: number; recorded: number };
  close: () => Promise<void>;
};

const PAGE_PATH = /^\/api\/sync\/tours\/[^/]+\/changes$/;

function pageKey(method: string | undefined, rawUrl: string | undefined): string | undefined {
  if (method !== 'GET' || !rawUrl) return undefined;
  const url = new URL(rawUrl, 'http://proxy');
  if (!PAGE_PATH.test(url.pathname)) return undefined;
  return `${url.pathname}?since=${url.searchParams.get('since')}&limit=${url.searchParams.get('limit')}`;
}

/** Starts a proxy to `target` (`http://127.0.0.1:<port>`) on a free loopback port. */
export async function startReplayProxy(target: string): Promise<ReplayProxy> {
  const upstream = new URL(target);
  const pages = new Map<string, Recorded>();
  let replayed = 0;
  const server = createServer((req, res) => {
    const key = pageKey(req.method, req.url);
    const stored = key ? pages.get(key) : undefined;
    if (stored) {
      replayed += 1;
      res.writeHead(stored.status, stored.headers);
      res.end(stored.body);
      req.resume();
      return;
    }
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (!key || answer.statusCode !== 200) {
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          pages.set(key, { status: 200, headers: answer.headers, body });
          res.end(body);
        });
      },
    );
    forward.on('error', () => res.destroy());
    // A page left or a live channel closed: the server's side goes too.
    res.on('close', () => forward.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => ({ replayed, recorded: pages.size }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
