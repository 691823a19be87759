/**
 * A local HTTP server standing in for a browser vendor's push service: it keeps every request it
 * gets and answers 201 (or the statuses a test queues: 410 gone, 500 trouble). Subscriptions point
 * at it by their endpoint, so the server under test sends to it exactly as to the real thing.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BrowserKeys, browserKeys } from './web-push-crypto';

export interface PushRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface StandInSubscription extends BrowserKeys {
  endpoint: string;
  /** The body of POST /notifications/mobile-device. */
  registration: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export async function startPushService() {
  const requests: PushRequest[] = [];
  const statuses: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res.statusCode = statuses.shift() ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** The next answers, in order (then 201 again). */
    answerNext(...codes: number[]) {
      statuses.push(...codes);
    },
    /** Requests that reached one subscription's endpoint. */
    requestsTo(subscription: { endpoint: string }) {
      const path = new URL(subscription.endpoint).pathname;
      return requests.filter((request) => request.path === path);
    },
    /** A new browser subscription at this service: its keys and its endpoint. */
    subscription(): StandInSubscription {
      const keys = browserKeys();
      const endpoint = `${origin}/push/${crypto.randomUUID()}`;
      return {
        ...keys,
        endpoint,
        registration: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      };
    },
  };
}
export type PushService = Awaited<ReturnType<typeof startPushService>>;
