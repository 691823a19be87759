/**
 * Password guessing is slowed and then refused, but nobody can lock an owner out of their account:
 * a device that signed in before has a failure budget of its own (OWASP "device cookies").
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import { PASSWORD, registerConfirmed, uniqueEmail } from '../support/factories';
import { setupTestApp, type TestResponse } from '../support/test-app';

// The real limits: the attacker and the owner each come from an address of their own.
const t = await setupTestApp({ config: { rateLimitScale: 1 } });
type ErrorBody = { error: { code: string; message: string } };

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';
const FAILURE_BUDGET = 10;
const WINDOW_SECONDS = 300;

/** Every limit uses windows of at most an hour: an hour on, each test starts afresh. */
function freshWindows() {
  t.clock.advance(3600);
}

function login(email: string, password: string, from: { address: string; deviceCookie?: string }) {
  return t.post<ErrorBody>(
    '/api/auth/login',
    { email, password },
    {
      remoteAddress: from.address,
      headers: from.deviceCookie ? { cookie: from.deviceCookie } : {},
    },
  );
}

/** The `name=value` of the device cookie a response sets, as a browser would send it back. */
function deviceCookieOf(response: TestResponse<unknown>): string {
  const header = response.headers.get('set-cookie') ?? '';
  const pair = header.split(';')[0] ?? '';
  if (!pair.startsWith('roadie_device=')) throw new Error(`no device cookie in ${header}`);
  return pair;
}

/** Signs in once from the owner's device and keeps the cookie it was given. */
async function trustedDevice(email: string): Promise<string> {
  const response = await login(email, PASSWORD, { address: OWNER });
  expect(response.status).toBe(200);
  return deviceCookieOf(response);
}

async function exhaust(email: string, from: { address: string; deviceCookie?: string }) {
  for (let attempt = 1; attempt <= FAILURE_BUDGET; attempt += 1) {
    const response = await login(email, `Wrong-guess-${attempt}`, from);
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('invalid_credentials');
  }
}

function expectThrottled(response: TestResponse<ErrorBody>) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ error: { code: 'rate_limited', message: MESSAGES.rateLimited } });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  return retryAfter;
}

describe('POST /api/auth/login without lockout', () => {
  it("an attacker's wrong guesses do not lock the owner out of a device they signed in on before", async () => {
    freshWindows();
    const { email } = await registerConfirmed(t);
    const deviceCookie = await trustedDevice(email);

    await exhaust(email, { address: ATTACKER });
    expectThrottled(await login(email, 'Wrong-guess-11', { address: ATTACKER }));
    // The untrusted budget is spent: even the right password is refused from an unknown device.
    expectThrottled(await login(email, PASSWORD, { address: ATTACKER }));
    expectThrottled(await login(email, PASSWORD, { address: OWNER }));

    expect((await login(email, PASSWORD, { address: OWNER, deviceCookie })).status).toBe(200);
    const typo = await login(email, 'Typo-in-here-1', { address: OWNER, deviceCookie });
    expect(typo.status).toBe(401);
    expect((await login(email, PASSWORD, { address: OWNER, deviceCookie })).status).toBe(200);
  });

  it('a trusted device has a budget of its own, throttled on its own', async () => {
    freshWindows();
    const { email } = await registerConfirmed(t);
    const deviceCookie = await trustedDevice(email);
    await exhaust(email, { address: OWNER, deviceCookie });
    expectThrottled(await login(email, PASSWORD, { address: OWNER, deviceCookie }));
    expect((await login(email, PASSWORD, { address: OWNER })).status).toBe(200);
  });

  it('the untrusted budget opens again when the window has passed since the last failure', async () => {
    freshWindows();
    const { email } = await registerConfirmed(t);
    await exhaust(email, { address: ATTACKER });
    const retryAfter = expectThrottled(await login(email, PASSWORD, { address: OWNER }));
    t.clock.advance(retryAfter - 1);
    expectThrottled(await login(email, PASSWORD, { address: OWNER }));
    t.clock.advance(1);
    expect((await login(email, PASSWORD, { address: OWNER })).status).toBe(200);
  });

  it('an e-mail without an account is throttled the same way (nothing tells them apart)', async () => {
    freshWindows();
    const email = uniqueEmail('nobody');
    await exhaust(email, { address: ATTACKER });
    expectThrottled(await login(email, PASSWORD, { address: ATTACKER }));
  });

  it('a device cookie counts only for its own account, and only with its signature intact', async () => {
    freshWindows();
    const owner = await registerConfirmed(t);
    const ownerCookie = await trustedDevice(owner.email);
    const victim = await registerConfirmed(t);
    const victimCookie = await trustedDevice(victim.email);
    await exhaust(victim.email, { address: ATTACKER });

    expectThrottled(await login(victim.email, PASSWORD, { address: ATTACKER, deviceCookie: ownerCookie }));
    const [name, value = ''] = victimCookie.split('=');
    const parts = value.split('.');
    parts[1] = crypto.randomUUID();
    const forged = `${name}=${parts.join('.')}`;
    expectThrottled(await login(victim.email, PASSWORD, { address: ATTACKER, deviceCookie: forged }));
    expectThrottled(
      await login(victim.email, PASSWORD, { address: ATTACKER, deviceCookie: 'roadie_device=junk' }),
    );
    expect((await login(victim.email, PASSWORD, { address: OWNER, deviceCookie: victimCookie })).status).toBe(
      200,
    );
  });

  it('the device cookie is httpOnly, same-site, sent to sign-in only, and set on success only', async () => {
    freshWindows();
    const { email } = await registerConfirmed(t);
    const failed = await login(email, 'Wrong-guess-1', { address: OWNER });
    expect(failed.headers.get('set-cookie')).toBeNull();
    const response = await login(email, PASSWORD, { address: OWNER });
    const header = response.headers.get('set-cookie') ?? '';
    expect(header).toMatch(/^roadie_device=[\w.-]+;/);
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; SameSite=Strict/i);
    expect(header).toMatch(/; Path=\/api\/auth\/login/);
    expect(header).toMatch(/; Max-Age=\d+/);
    expect(header).not.toContain(PASSWORD);
    // Signing in again on the same device keeps its identity: it stays the same device.
    const again = await login(email, PASSWORD, { address: OWNER, deviceCookie: deviceCookieOf(response) });
    expect(deviceCookieOf(again).split('.')[1]).toBe(deviceCookieOf(response).split('.')[1]);
  });
});

describe('progressive delay', () => {
  it('the Nth consecutive failure waits min(2^N × 100 ms, 5 s); each budget counts its own', async () => {
    freshWindows();
    const { email } = await registerConfirmed(t);
    const deviceCookie = await trustedDevice(email);
    t.sleeps.length = 0;
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      await login(email, `Wrong-guess-${attempt}`, { address: ATTACKER });
    }
    expect(t.sleeps).toEqual([200, 400, 800, 1600, 3200, 5000, 5000]);

    t.sleeps.length = 0;
    await login(email, 'Typo-in-here-1', { address: OWNER, deviceCookie });
    expect(t.sleeps).toEqual([200]);
    // A success waits for nothing and starts its budget's count afresh.
    expect((await login(email, PASSWORD, { address: OWNER, deviceCookie })).status).toBe(200);
    await login(email, 'Typo-in-here-2', { address: OWNER, deviceCookie });
    expect(t.sleeps).toEqual([200, 200]);
  });
});
