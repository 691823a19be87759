/**
 * A session ends when it ends: sign-out, a password change or reset, and a refresh token presented
 * twice stop the access tokens of the sessions they end at once, not when those tokens expire.
 */
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import { describe, expect, it, onTestFinished } from 'vitest';
import { REFRESH_REUSE_GRACE_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '#contract/limits';
import { refreshTokens, sessions, users } from '../../server/db/schema/index';
import { pruneExpired } from '../../server/maintenance';
import { PASSWORD, registerConfirmed, signedInUser, signIn } from '../support/factories';
import { setupTestApp, startTestApp, type TestApp } from '../support/test-app';

const t = await setupTestApp();
type ErrorBody = { error: { code: string; message: string } };

const NEW_PASSWORD = 'Fresh-start-7';

/** What a signed-in device does with its access token: read who it is, and write. */
async function expectAccess(app: TestApp, authToken: string, allowed: boolean) {
  const read = await app.get<ErrorBody>('/api/users/current-user', { token: authToken });
  const write = await app.patch<ErrorBody>(
    '/api/users/current-user',
    { firstName: 'Still', lastName: 'Here' },
    { token: authToken },
  );
  for (const response of [read, write]) {
    expect(response.status).toBe(allowed ? 200 : 401);
    if (!allowed) expect(response.body.error.code).toBe('unauthorized');
  }
}

const refresh = (refreshToken: string) => t.call('POST /auth/refresh', { body: { refreshToken } });

async function resetPassword(email: string, password: string) {
  t.clock.advance(1);
  await t.post('/api/auth/request-reset-password', { email });
  const token = await t.lastLinkTokenFor(email);
  const response = await t.patch(`/api/users/reset-password?token=${token}`, { password });
  expect(response.status).toBe(200);
}

describe('ending a session stops its access token at once', () => {
  it('sign-out with the refresh token: that session stops, another device goes on', async () => {
    const { email } = await registerConfirmed(t);
    const laptop = await signIn(t, email);
    const phone = await signIn(t, email);
    await expectAccess(t, laptop.authToken, true);
    const out = await t.post(
      '/api/auth/logout',
      { refreshToken: laptop.refreshToken },
      { token: laptop.authToken },
    );
    expect(out.status).toBe(200);
    await expectAccess(t, laptop.authToken, false);
    await expectAccess(t, phone.authToken, true);
  });

  it('sign-out without a body: every session of the user stops', async () => {
    const { email } = await registerConfirmed(t);
    const laptop = await signIn(t, email);
    const phone = await signIn(t, email);
    expect((await t.post('/api/auth/logout', undefined, { token: laptop.authToken })).status).toBe(200);
    await expectAccess(t, laptop.authToken, false);
    await expectAccess(t, phone.authToken, false);
  });

  it('sign-out stops the access tokens of every rotation of the session', async () => {
    const session = await signedInUser(t);
    const rotated = await refresh(session.refreshToken);
    expect(rotated.status).toBe(200);
    await t.post(
      '/api/auth/logout',
      { refreshToken: rotated.body.data.refreshToken },
      { token: session.authToken },
    );
    await expectAccess(t, session.authToken, false);
    await expectAccess(t, rotated.body.data.authToken, false);
  });

  it('a reused refresh token ends its family: every access token of that session stops', async () => {
    const { email } = await registerConfirmed(t);
    const stolen = await signIn(t, email);
    const other = await signIn(t, email);
    const rotated = await refresh(stolen.refreshToken);
    expect(rotated.status).toBe(200);
    t.clock.advance(REFRESH_REUSE_GRACE_SECONDS + 1);
    expect((await refresh(stolen.refreshToken)).status).toBe(401);
    await expectAccess(t, stolen.authToken, false);
    await expectAccess(t, rotated.body.data.authToken, false);
    await expectAccess(t, other.authToken, true);
  });

  it('a password change stops every other session; the caller goes on, old token and new pair', async () => {
    const session = await signedInUser(t);
    const otherDevice = await signIn(t, session.email);
    const changed = await t.call('PATCH /users/update-password', {
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      token: session.authToken,
    });
    expect(changed.status).toBe(200);
    await expectAccess(t, otherDevice.authToken, false);
    await expectAccess(t, changed.body.data.authToken, true);
    // Requests this device sent before it stored the new pair still go through.
    await expectAccess(t, session.authToken, true);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await refresh(changed.body.data.refreshToken)).status).toBe(200);
  });

  it('a password reset stops every session', async () => {
    const { email } = await registerConfirmed(t);
    const laptop = await signIn(t, email);
    const phone = await signIn(t, email);
    await resetPassword(email, NEW_PASSWORD);
    await expectAccess(t, laptop.authToken, false);
    await expectAccess(t, phone.authToken, false);
  });

  it('account removal stops the access token', async () => {
    const session = await signedInUser(t);
    expect((await t.del('/api/auth/delete-account', undefined, { token: session.authToken })).status).toBe(
      200,
    );
    await expectAccess(t, session.authToken, false);
  });
});

describe('two app instances over one database', () => {
  it('a sign-out on one instance stops the access token on the other at once', async () => {
    // Not closed: the database is this file's; only the other instance's data folder goes.
    const other = await startTestApp({ database: t.deps.database });
    onTestFinished(() => rmSync(other.dataDir, { recursive: true, force: true }));
    const session = await signedInUser(t);
    await expectAccess(other, session.authToken, true);
    await t.post('/api/auth/logout', { refreshToken: session.refreshToken }, { token: session.authToken });
    await expectAccess(other, session.authToken, false);
    // The other instance also refuses to rotate the ended session.
    const rotated = await other.post<ErrorBody>('/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(rotated.status).toBe(401);
  });
});

describe('access token claims', () => {
  async function signed(claims: Record<string, unknown>) {
    const iat = Math.floor(t.clock.now().getTime() / 1000);
    return sign({ role: 'USER', iat, exp: iat + 600, ...claims }, t.deps.config.jwtSecret, 'HS256');
  }
  async function expectUnauthorized(token: string) {
    const read = await t.get<ErrorBody>('/api/users/current-user', { token });
    expect(read.status).toBe(401);
    expect(read.body.error.code).toBe('unauthorized');
  }
  async function sessionIdOf(authToken: string): Promise<unknown> {
    const payload = authToken.split('.')[1] ?? '';
    return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid?: unknown }).sid;
  }

  it('carry the session id', async () => {
    const session = await signedInUser(t);
    expect(await sessionIdOf(session.authToken)).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    const rotated = await refresh(session.refreshToken);
    expect(await sessionIdOf(rotated.body.data.authToken)).toBe(await sessionIdOf(session.authToken));
  });

  it.each([
    ['a subject that is not a UUID', { sub: 'not-a-uuid' }],
    ['a subject that is a number', { sub: 42 }],
    ['a session id that is not a UUID', { sid: "1' or '1'='1" }],
  ])('answer 401, never 500, for a validly signed token with %s', async (_label, claims) => {
    const session = await signedInUser(t);
    await expectUnauthorized(
      await signed({ sub: session.user.id, sid: await sessionIdOf(session.authToken), ...claims }),
    );
  });

  it('answer 401 for a token issued before sessions were checked (no session id)', async () => {
    const session = await signedInUser(t);
    await expectUnauthorized(await signed({ sub: session.user.id }));
    // The app then refreshes: the refresh token of that sign-in still gives a working pair.
    const rotated = await refresh(session.refreshToken);
    expect(rotated.status).toBe(200);
    await expectAccess(t, rotated.body.data.authToken, true);
  });

  it("answer 401 for a subject that is no user, or another user's session", async () => {
    const session = await signedInUser(t);
    const stranger = await signedInUser(t);
    const sid = await sessionIdOf(session.authToken);
    await expectUnauthorized(await signed({ sub: crypto.randomUUID(), sid }));
    await expectUnauthorized(await signed({ sub: stranger.user.id, sid }));
    await expectUnauthorized(await signed({ sub: session.user.id, sid: crypto.randomUUID() }));
  });

  it('answer 401 once the user is removed, even with a live session', async () => {
    const session = await signedInUser(t);
    await t.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, session.user.id));
    await expectUnauthorized(session.authToken);
  });
});

describe('maintenance', () => {
  it('drops sessions past their absolute end, with their refresh tokens; live ones stay', async () => {
    const old = await signedInUser(t);
    t.clock.advance(REFRESH_TOKEN_TTL_SECONDS - 60);
    const recent = await signedInUser(t);
    t.clock.advance(61);
    await pruneExpired(t.db, t.deps.storage, t.clock.now());
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, old.user.id))).toEqual([]);
    expect(await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, old.user.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, recent.user.id))).toHaveLength(1);
    await expectAccess(t, recent.authToken, true);
  });
});
