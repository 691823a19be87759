import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, refreshTokens, users } from '../../server/db/schema/index';
import { PASSWORD, registerConfirmed, signedInUser, uniqueEmail } from '../support/factories';
import { storedKeys, upload } from '../support/file-factories';
import { SAMPLES } from '../support/file-samples';
import type { TestResponse } from '../support/test-app';
import { setupTestApp } from '../support/test-app';

// The real limits: every request of this file comes from the same client address.
const t = await setupTestApp({ config: { rateLimitScale: 1 } });
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const HOUR = 3600;
const LOGIN_WINDOW = 300;

/** Every limit uses fixed windows aligned to the epoch; an hour on, all of them start afresh. */
function freshWindows() {
  t.clock.advance(HOUR);
}

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.post<ErrorBody>('/api/auth/login', { email, password }, { headers });
const register = (email: string, firstName = 'Sam') =>
  t.post<ErrorBody>('/api/auth/register', { email, password: PASSWORD, firstName, lastName: 'Stage' });
const requestReset = (email: string) => t.post<ErrorBody>('/api/auth/request-reset-password', { email });
const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

function expectRateLimited(response: TestResponse<ErrorBody>, windowSeconds: number): number {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({
    error: {
      code: 'rate_limited',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    },
  });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  return retryAfter;
}

async function sessionsOf(email: string) {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
}

describe('POST /api/auth/login limits', () => {
  // Devices that signed in to the account before have budgets of their own (auth-lockout.test.ts).
  it('allows 10 failures per e-mail from unknown devices in 5 minutes, then 429 there even with the right password', async () => {
    freshWindows();
    const { email } = await registerConfirmed(t);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await login(email, `Wrong-pass-${attempt}`);
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('invalid_credentials');
    }
    expectRateLimited(await login(email, 'Wrong-pass-11'), LOGIN_WINDOW);
    const retryAfter = expectRateLimited(await login(email, PASSWORD), LOGIN_WINDOW);
    // The same account written differently is the same e-mail.
    expectRateLimited(await login(` ${email.toUpperCase()}`, PASSWORD), LOGIN_WINDOW);
    expect(await sessionsOf(email)).toEqual([]);

    // Another account is not affected, and the locked-out person can still ask for a reset link.
    const other = await registerConfirmed(t);
    expect((await login(other.email, PASSWORD)).status).toBe(200);
    expect((await requestReset(email)).status).toBe(200);

    t.clock.advance(retryAfter);
    expect((await login(email, PASSWORD)).status).toBe(200);
    expect(await sessionsOf(email)).toHaveLength(1);
  });

  it('allows 30 attempts per client address in 5 minutes, whatever the e-mails', async () => {
    freshWindows();
    const { email } = await registerConfirmed(t);
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const response = await login(uniqueEmail('spray'), PASSWORD);
      expect(response.status).toBe(401);
    }
    expectRateLimited(await login(uniqueEmail('spray'), PASSWORD), LOGIN_WINDOW);
    const retryAfter = expectRateLimited(await login(email, PASSWORD), LOGIN_WINDOW);
    // Not behind a TLS proxy: a client-supplied X-Forwarded-For must not buy a fresh address.
    expectRateLimited(await login(email, PASSWORD, { 'x-forwarded-for': '203.0.113.7' }), LOGIN_WINDOW);
    expect(await sessionsOf(email)).toEqual([]);

    t.clock.advance(retryAfter);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });
});

describe('POST /api/auth/register limits', () => {
  it('allows 5 registrations per e-mail in an hour; the 6th changes nothing', async () => {
    freshWindows();
    const email = uniqueEmail('again');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      t.clock.advance(1);
      expect((await register(email, `Try${attempt}`)).status).toBe(201);
    }
    t.clock.advance(1);
    expectRateLimited(await register(email, 'Sixth'), HOUR);
    expect(await mailsTo(email)).toHaveLength(5);
    const rows = await t.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.firstName).toBe('Try5');
  });

  it('allows 20 registrations per client address in an hour', async () => {
    freshWindows();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await register(uniqueEmail('crowd'))).status).toBe(201);
    }
    const email = uniqueEmail('one-too-many');
    expectRateLimited(await register(email), HOUR);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('POST /api/auth/request-reset-password limits', () => {
  it('allows 5 requests per e-mail in an hour; the 6th sends no mail', async () => {
    freshWindows();
    const { email } = await registerConfirmed(t);
    const before = (await mailsTo(email)).length;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await requestReset(email);
      expect(response.status).toBe(200);
    }
    expect(await mailsTo(email)).toHaveLength(before + 5);
    expectRateLimited(await requestReset(email), HOUR);
    expect(await mailsTo(email)).toHaveLength(before + 5);
  });

  it('allows 20 requests per client address in an hour', async () => {
    freshWindows();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await requestReset(uniqueEmail('probe'))).status).toBe(200);
    }
    const { email } = await registerConfirmed(t);
    const before = (await mailsTo(email)).length;
    expectRateLimited(await requestReset(email), HOUR);
    expect(await mailsTo(email)).toHaveLength(before);
  });
});

describe('POST /api/upload limits', () => {
  it('allows 60 uploads per user in 10 minutes, then 429 with nothing stored; others are not held up', async () => {
    freshWindows();
    const uploader = await signedInUser(t);
    const bystander = await signedInUser(t);
    for (let attempt = 1; attempt <= 60; attempt += 1) {
      expect((await upload(t, uploader.token, SAMPLES.text, { name: `note-${attempt}.txt` })).status).toBe(
        201,
      );
    }
    const keys = await storedKeys(t);
    expectRateLimited(await upload<ErrorBody>(t, uploader.token, SAMPLES.text), 600);
    expect(await storedKeys(t)).toEqual(keys);
    expect((await upload(t, bystander.token, SAMPLES.text)).status).toBe(201);
  });
});
