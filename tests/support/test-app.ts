/**
 * The real app on a real database, without a port: `createApp()` + `app.request()`.
 * Only the outside world is replaced (the mailer stores mail in the database, as in development).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { createApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { mailOutbox } from '../../server/db/schema/index';
import { buildDeps } from '../../server/deps';
import { type Config, loadConfig } from '../../server/env';
import { memoryLogger } from '../../server/http/logger';
import { ensureLegalDocuments } from '../../server/seed/legal';
import { apiClient } from './api-client';
import { testClock } from './test-clock';
import { createTestDatabase } from './test-database';

export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** JSON (an object or array), raw text, or a multipart form sent as the browser would. */
type Body = Record<string, unknown> | unknown[] | string | FormData;

export interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
  /** The connection's remote address (default: this machine, as for a browser on the dev's laptop). */
  remoteAddress?: string;
}

/** What the Node adapter passes as bindings: getConnInfo reads `incoming.socket` (loopback-only routes). */
function connectionFrom(remoteAddress: string) {
  return { incoming: { socket: { remoteAddress } } };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/roadie-unused',
      JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    }),
    appUrl: 'http://roadie.test',
    // Tests share one client address; only the rate-limit tests run at the real limits.
    rateLimitScale: 100,
    ...overrides,
  };
}

export async function startTestApp(options: { config?: Partial<Config>; database?: Database } = {}) {
  const database = options.database ?? (await createTestDatabase());
  const clock = testClock();
  // A data folder of this app's own: uploaded files land in `<dataDir>/files` and go with the app.
  const dataDir = mkdtempSync(join(tmpdir(), 'roadie-app-'));
  const config = testConfig({ dataDir, ...options.config });
  const logger = memoryLogger();
  await ensureLegalDocuments(database.db, clock.now());
  // Delays are recorded, never waited: tests assert what the server would have waited.
  const sleeps: number[] = [];
  const deps = buildDeps(config, database, logger, clock.now, async (ms) => {
    sleeps.push(ms);
  });
  const app = createApp(deps);

  async function request<T = unknown>(
    method: string,
    path: string,
    body?: Body,
    opts: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await app.request(
      path,
      { method, headers, body: payload },
      connectionFrom(opts.remoteAddress ?? '127.0.0.1'),
    );
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (HTML pages): keep the text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** The newest mail to an address, as the stored mailer kept it. */
  async function lastMailTo(email: string) {
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email.toLowerCase()))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    return mail;
  }

  /** The `token` query parameter of the newest mail to an address that carries one (invitations carry none). */
  async function lastLinkTokenFor(email: string): Promise<string> {
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email.toLowerCase()))
      .orderBy(desc(mailOutbox.createdAt));
    const token = mails.map((mail) => mail.text.match(/[?&]token=([\w-]+)/)?.[1]).find(Boolean);
    if (!token) throw new Error(`no link mailed to ${email}`);
    return token;
  }

  return {
    app,
    deps,
    db: database.db,
    clock,
    logger,
    /** Every delay the server asked for (`deps.sleep`), in order. */
    sleeps,
    request,
    lastMailTo,
    lastLinkTokenFor,
    /** A typed call by route: `t.call('GET /tours/{id}', {params: {id}, token})` (tests/support/api-client.ts). */
    call: apiClient(request),
    get: <T = unknown>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
    post: <T = unknown>(path: string, body?: Body, opts?: RequestOptions) =>
      request<T>('POST', path, body, opts),
    patch: <T = unknown>(path: string, body?: Body, opts?: RequestOptions) =>
      request<T>('PATCH', path, body, opts),
    del: <T = unknown>(path: string, body?: Body, opts?: RequestOptions) =>
      request<T>('DELETE', path, body, opts),
    dataDir: config.dataDir,
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** One app per test file, closed after the file (not a React hook: named so linters agree). */
export async function setupTestApp(options?: Parameters<typeof startTestApp>[0]): Promise<TestApp> {
  const testApp = await startTestApp(options);
  afterAll(() => testApp.close());
  return testApp;
}
