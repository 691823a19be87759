import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '#contract/limits';
import { MESSAGES } from '#contract/messages';
import { idempotencyKeys, mailOutbox, users } from '../../server/db/schema/index';
import { apiRoutes } from '../../server/routes';
import { PASSWORD, signedInUser, uniqueEmail } from '../support/factories';
import { setupTestApp, startTestApp } from '../support/test-app';

const t = await setupTestApp();
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}
interface Operation {
  security: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { content?: { 'application/json': { schema: JsonSchema } } }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
}
interface StoredMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  links: string[];
}

/** `script-src 'self'` → { 'script-src': ["'self'"] } */
function cspDirectives(header: string | null): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name.toLowerCase()] = values;
  }
  return directives;
}

async function register(email: string) {
  const response = await t.post('/api/auth/register', {
    email,
    password: PASSWORD,
    firstName: 'Mo',
    lastName: 'Mail',
  });
  expect(response.status).toBe(201);
}

describe('GET /api/healthcheck', () => {
  it('answers ok and which database it reached', async () => {
    const response = await t.get('/api/healthcheck');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: { status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
    });
  });
});

describe('unknown paths, body limits and malformed JSON', () => {
  it.each([
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/users/current-user/extra'],
    ['DELETE', '/api/healthcheck'],
  ])('%s %s answers a JSON 404', async (method, path) => {
    const response = await t.request<ErrorBody>(method, path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.body.error.code).toBe('not_found');
  });

  it('answers 413 payload_too_large for a body over 1 MiB, and creates nothing', async () => {
    const email = uniqueEmail('big');
    const body = JSON.stringify({
      email,
      password: PASSWORD,
      firstName: 'Big',
      lastName: 'x'.repeat(JSON_BODY_LIMIT_BYTES),
    });
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const response = await t.post<ErrorBody>('/api/auth/register', body);
    expect(response.status).toBe(413);
    expect(response.body.error).toEqual({ code: 'payload_too_large', message: MESSAGES.payloadTooLarge });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('answers 413 to a signed-in request with an Idempotency-Key too, and stores no key', async () => {
    const session = await signedInUser(t);
    const key = crypto.randomUUID();
    const response = await t.patch<ErrorBody>(
      '/api/users/current-user',
      { firstName: 'y'.repeat(JSON_BODY_LIMIT_BYTES + 1) },
      { token: session.token, headers: { 'idempotency-key': key } },
    );
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('payload_too_large');
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });

  it('reads a body just under the limit normally (400 for the too-long name, not 413)', async () => {
    const session = await signedInUser(t);
    const filler = 'z'.repeat(JSON_BODY_LIMIT_BYTES - 100);
    const response = await t.patch<ErrorBody>(
      '/api/users/current-user',
      { firstName: filler },
      { token: session.token },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ firstName: 'Must be at most 100 characters' });
  });

  it.each([
    ['POST', '/api/auth/register', false],
    ['POST', '/api/auth/login', false],
    ['POST', '/api/users', false],
    ['POST', '/api/auth/refresh', false],
    ['PATCH', '/api/users/current-user', true],
    ['PATCH', '/api/users/update-password', true],
  ])('%s %s answers 400 (never 500) for malformed JSON', async (method, path, signedIn) => {
    const token = signedIn ? (await signedInUser(t)).token : undefined;
    for (const body of ['{"email":', '{bad json}', 'not json at all']) {
      const response = await t.request<ErrorBody>(method, path, body, { token });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
    }
  });
});

describe('security headers', () => {
  it.each([
    ['a JSON answer', '/api/healthcheck'],
    ['an error', '/api/no-such-thing'],
    ['the docs page', '/api/docs'],
  ])('are on %s', async (_label, path) => {
    const response = await t.get(path);
    const csp = cspDirectives(response.headers.get('content-security-policy'));
    expect(csp['script-src']).toContain("'self'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('include Strict-Transport-Security when the app is behind TLS', async () => {
    const tls = await startTestApp({ config: { behindTls: true } });
    try {
      const response = await tls.get('/api/healthcheck');
      expect(response.status).toBe(200);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    } finally {
      await tls.close();
    }
  });

  it.each([
    ['a public answer', '/api/healthcheck', false],
    ['a signed-in answer', '/api/users/current-user', true],
    ['a 401', '/api/users/current-user', false],
    ['a 404', '/api/no-such-thing', false],
  ])('Cache-Control: no-store is on %s', async (_label, path, signedIn) => {
    const token = signedIn ? (await signedInUser(t)).token : undefined;
    const response = await t.get(path, { token });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('dev mailbox', () => {
  it('GET /api/dev/mail?to= answers the mail stored for that address, with its links', async () => {
    const email = uniqueEmail('mailbox');
    await register(email);
    const response = await t.get<{ data: StoredMail[] }>(`/api/dev/mail?to=${encodeURIComponent(email)}`);
    expect(response.status).toBe(200);
    const [stored] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(response.body.data).toEqual([
      {
        id: stored?.id,
        to: email,
        subject: 'Confirm your Roadie account',
        text: stored?.text,
        createdAt: stored?.createdAt.toISOString(),
        links: [`http://roadie.test/register-complete?token=${await t.lastLinkTokenFor(email)}`],
      },
    ]);
  });

  it('matches the address in any case and answers nothing for an address without mail', async () => {
    const email = uniqueEmail('mailcase');
    await register(email);
    const upper = await t.get<{ data: StoredMail[] }>(
      `/api/dev/mail?to=${encodeURIComponent(email.toUpperCase())}`,
    );
    expect(upper.body.data.map((mail) => mail.to)).toEqual([email]);
    const none = await t.get<{ data: StoredMail[] }>(
      `/api/dev/mail?to=${encodeURIComponent(uniqueEmail('none'))}`,
    );
    expect(none.body.data).toEqual([]);
  });

  it('answers an HTML page when the browser asks for HTML', async () => {
    const email = uniqueEmail('mailhtml');
    await register(email);
    const token = await t.lastLinkTokenFor(email);
    const response = await t.get<string>(`/api/dev/mail?to=${encodeURIComponent(email)}`, {
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.body).toContain('Confirm your Roadie account');
    expect(response.body).toContain(`href="http://roadie.test/register-complete?token=${token}"`);
    expect(response.body).not.toMatch(/<script/i);
  });

  it('escapes what users typed into the mail', async () => {
    const email = uniqueEmail('mailxss');
    const response = await t.post('/api/auth/register', {
      email,
      password: PASSWORD,
      firstName: '<img src=x onerror=alert(1)>',
      lastName: 'Mail',
    });
    expect(response.status).toBe(201);
    const page = await t.get<string>(`/api/dev/mail?to=${encodeURIComponent(email)}&format=html`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('does not exist in production', async () => {
    const production = await startTestApp({ config: { nodeEnv: 'production' } });
    try {
      const email = uniqueEmail('prod');
      const registered = await production.post('/api/auth/register', {
        email,
        password: PASSWORD,
        firstName: 'Pro',
        lastName: 'Duction',
      });
      expect(registered.status).toBe(201);
      const response = await production.get<ErrorBody>(`/api/dev/mail?to=${encodeURIComponent(email)}`);
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('not_found');
      const html = await production.get(`/api/dev/mail?to=${encodeURIComponent(email)}&format=html`, {
        headers: { accept: 'text/html' },
      });
      expect(html.status).toBe(404);

      const document = (await production.get<OpenApiDocument>('/api/openapi.json')).body;
      expect(document.paths['/api/dev/mail']).toBeUndefined();
      expect(document.paths['/api/auth/login']?.post).toBeDefined();
      expect(apiRoutes({ production: true }).some((route) => route.spec.path === '/dev/mail')).toBe(false);
    } finally {
      await production.close();
    }
  });
});
