import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A pass-through HTTP proxy in front of the test server that can "deploy" a new release of the
 * service worker: after `release(transform)`, `GET /sw.js` answers the real script changed by
 * `transform`. The browser's own update check fetches the worker script outside Playwright's
 * routing (playwright#14711), so a new version has to come from a server: this one.
 */
export class ReleaseProxy {
  private transform: ((script: string) => string) | null = null;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(upstream: string): Promise<ReleaseProxy> {
    const target = new URL(upstream);
    let proxy: ReleaseProxy | null = null;
    const server = createServer((incoming, outgoing) => {
      const upstreamRequest = forward(
        {
          hostname: target.hostname,
          port: target.port,
          path: incoming.url,
          method: incoming.method,
          headers: { ...incoming.headers, host: target.host },
        },
        (answer) => {
          const transform = proxy?.transform;
          const path = new URL(incoming.url ?? '/', target).pathname;
          if (!transform || path !== '/sw.js' || answer.statusCode !== 200) {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
            return;
          }
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const body = Buffer.from(transform(Buffer.concat(chunks).toString('utf8')));
            const {
              'content-length': _length,
              etag: _etag,
              'last-modified': _modified,
              ...headers
            } = answer.headers;
            outgoing.writeHead(200, { ...headers, 'content-length': body.length });
            outgoing.end(body);
          });
        },
      );
      upstreamRequest.on('error', () => {
        outgoing.writeHead(502);
        outgoing.end();
      });
      incoming.pipe(upstreamRequest);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    proxy = new ReleaseProxy(server, `http://127.0.0.1:${port}`);
    return proxy;
  }

  /** From now on the service worker script is the new release. */
  release(transform: (script: string) => string) {
    this.transform = transform;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
