import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '#contract/limits';
import { MESSAGES } from '#contract/messages';
import { idempotencyKeys, refreshTokens, users } from '../../server/db/schema/index';
import { PASSWORD, registerConfirmed, signedInUser, signIn } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = await setupTestApp();
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const refresh = (refreshToken: string) => t.call('POST /auth/refresh', { body: { refreshToken } });
const currentUser = (token: string) => t.call('GET /users/current-user', { token });

async function userIdOf(email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('POST /api/auth/refresh', () => {
  it('answers a new pair whose access token works, and the refresh token rotates', async () => {
    const session = await signedInUser(t);
    t.clock.advance(1);
    const response = await refresh(session.refreshToken);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ authToken: expect.any(String), refreshToken: expect.any(String) });
    expect(response.body.data.refreshToken).not.toBe(session.refreshToken);
    expect(response.body.data.authToken).not.toBe(session.authToken);
    const me = await currentUser(response.body.data.authToken);
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(session.email);
    // The new refresh token itself rotates too.
    expect((await refresh(response.body.data.refreshToken)).status).toBe(200);
  });

  it('treats a used token presented after the grace period as theft: 401 and the whole family ends', async () => {
    const session = await signedInUser(t);
    const first = await refresh(session.refreshToken);
    expect(first.status).toBe(200);
    const second = await refresh(first.body.data.refreshToken);
    expect(second.status).toBe(200);
    const newest = second.body.data.refreshToken;

    t.clock.advance(REFRESH_REUSE_GRACE_SECONDS + 1);
    const replay = await t.post<ErrorBody>('/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('unauthorized');

    const afterTheft = await t.post<ErrorBody>('/api/auth/refresh', { refreshToken: newest });
    expect(afterTheft.status).toBe(401);
    expect(afterTheft.body.error.code).toBe('unauthorized');
    const rows = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, await userIdOf(session.email)));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('does not end another session (family) of the same user when one family is revoked', async () => {
    const { email } = await registerConfirmed(t);
    const stolen = await signIn(t, email);
    const other = await signIn(t, email);
    expect((await refresh(stolen.refreshToken)).status).toBe(200);
    t.clock.advance(REFRESH_REUSE_GRACE_SECONDS + 1);
    expect((await refresh(stolen.refreshToken)).status).toBe(401);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('gives two tabs racing with the same token (within the grace period) each a valid pair', async () => {
    const session = await signedInUser(t);
    const tabA = await refresh(session.refreshToken);
    t.clock.advance(REFRESH_REUSE_GRACE_SECONDS - 1);
    const tabB = await refresh(session.refreshToken);
    expect(tabA.status).toBe(200);
    expect(tabB.status).toBe(200);
    expect(tabB.body.data.refreshToken).not.toBe(tabA.body.data.refreshToken);
    expect((await currentUser(tabB.body.data.authToken)).status).toBe(200);
    expect((await refresh(tabA.body.data.refreshToken)).status).toBe(200);
    expect((await refresh(tabB.body.data.refreshToken)).status).toBe(200);
  });

  it('survives two concurrent refreshes of the same token without a 500 or a lost session', async () => {
    const session = await signedInUser(t);
    const results = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    const statuses = results.map((r) => r.status);
    expect(statuses).not.toContain(500);
    expect(statuses.every((s) => s === 200 || s === 401)).toBe(true);
    const succeeded = results.filter((r) => r.status === 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    for (const result of succeeded) {
      expect((await currentUser(result.body.data.authToken)).status).toBe(200);
      expect((await refresh(result.body.data.refreshToken)).status).toBe(200);
    }
  });

  it.each([
    ['an unknown token', 'x'.repeat(43)],
    ['garbage', 'not a token at all'],
  ])('answers 401 for %s', async (_label, refreshToken) => {
    const response = await t.post<ErrorBody>('/api/auth/refresh', { refreshToken });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
  });

  it('answers 400 without a refresh token', async () => {
    const response = await t.post<ErrorBody>('/api/auth/refresh', {});
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ refreshToken: MESSAGES.required });
  });

  it('ends the session 30 days after sign-in even when it was rotated in between', async () => {
    const session = await signedInUser(t);
    t.clock.advance(REFRESH_TOKEN_TTL_SECONDS - 24 * 3600);
    const rotated = await refresh(session.refreshToken);
    expect(rotated.status).toBe(200);
    t.clock.advance(24 * 3600 - 10);
    const stillValid = await refresh(rotated.body.data.refreshToken);
    expect(stillValid.status).toBe(200);
    t.clock.advance(11);
    const expired = await t.post<ErrorBody>('/api/auth/refresh', {
      refreshToken: stillValid.body.data.refreshToken,
    });
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('unauthorized');
  });

  it('stores refresh tokens hashed, never in clear', async () => {
    const session = await signedInUser(t);
    const rotated = await refresh(session.refreshToken);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user.id));
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    for (const raw of [session.refreshToken, rotated.body.data.refreshToken]) {
      expect(stored).not.toContain(raw);
    }
    for (const row of rows) expect(row.tokenHash.length).toBeGreaterThanOrEqual(40);
  });
  it('keeps no refresh token in clear when sign-in or refresh carries an Idempotency-Key', async () => {
    const session = await signedInUser(t);
    const withKey = { token: session.authToken, headers: { 'idempotency-key': crypto.randomUUID() } };
    const login = await t.call('POST /auth/login', {
      body: { email: session.email, password: PASSWORD },
      ...withKey,
    });
    const rotated = await t.call('POST /auth/refresh', {
      body: { refreshToken: session.refreshToken },
      ...withKey,
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(login.status).toBe(200);
    expect(rotated.status).toBe(200);
    const stored = JSON.stringify(
      await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, session.user.id)),
    );
    expect(stored).not.toContain(login.body.data.refreshToken);
    expect(stored).not.toContain(rotated.body.data.refreshToken);
  });
});
