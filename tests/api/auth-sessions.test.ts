import { eq } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import type { AuthTokens, LoginResponse } from '#contract/auth';
import type { LegalDocument } from '#contract/legal';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_REUSE_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
} from '#contract/limits';
import { MESSAGES } from '#contract/messages';
import type { User } from '#contract/users';
import {
  idempotencyKeys,
  legalAcceptances,
  refreshTokens,
  users,
  workspaceMembers,
  workspaces,
} from '../../server/db/schema/index';
import { PASSWORD, registerConfirmed, signedInUser, signIn, uniqueEmail } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = await setupTestApp();
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const refresh = (refreshToken: string) => t.post<{ data: AuthTokens }>('/api/auth/refresh', { refreshToken });
const currentUser = (token: string) => t.get<{ data: User }>('/api/users/current-user', { token });

async function userIdOf(email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('POST /api/auth/login', () => {
  it('answers the token pair and the user', async () => {
    const { email } = await registerConfirmed(t, { firstName: 'Lou' });
    const response = await t.post<{ data: LoginResponse }>('/api/auth/login', { email, password: PASSWORD });
    expect(response.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(response.body).toEqual({
      data: {
        authToken: expect.any(String),
        refreshToken: expect.any(String),
        user: {
          id: row?.id,
          email,
          firstName: 'Lou',
          lastName: 'Road',
          role: 'USER',
          status: { onboardingCompleted: false, onboardingSkipped: false },
          createdAt: row?.createdAt.toISOString(),
        },
      },
    });
    expect(response.body.data.authToken.split('.')).toHaveLength(3);
    expect(response.body.data.refreshToken.length).toBeGreaterThanOrEqual(43);
  });

  it('accepts the e-mail in another case and with spaces', async () => {
    const { email } = await registerConfirmed(t);
    const response = await t.post('/api/auth/login', {
      email: ` ${email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(response.status).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail, and starts no session', async () => {
    const { email } = await registerConfirmed(t);
    const id = await userIdOf(email);
    const wrongPassword = await t.post<ErrorBody>('/api/auth/login', { email, password: 'Wrong-pass-1' });
    const unknownEmail = await t.post<ErrorBody>('/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: PASSWORD,
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        error: { code: 'invalid_credentials', message: 'Invalid email or password' },
      });
    }
    expect(await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, id))).toEqual([]);
  });

  it.each([
    [{}, { email: MESSAGES.required, password: MESSAGES.required }],
    [{ email: 'not-an-email', password: PASSWORD }, { email: MESSAGES.invalidEmail }],
    [{ email: uniqueEmail(), password: '' }, { password: MESSAGES.required }],
    [{ email: uniqueEmail(), password: 12345678 }, { password: MESSAGES.required }],
  ])('rejects %j with field messages', async (body, fields) => {
    const response = await t.post<ErrorBody>('/api/auth/login', body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.fields).toEqual(fields);
  });
});

describe('access token', () => {
  it('lets the user in to GET /api/users/current-user', async () => {
    const session = await signedInUser(t, { firstName: 'Ana' });
    const response = await currentUser(session.authToken);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(session.user);
  });

  it.each([
    ['no token', undefined],
    ['a garbage token', 'not-a-jwt'],
  ])('answers 401 unauthorized for %s', async (_label, token) => {
    const response = await t.get<ErrorBody>('/api/users/current-user', token ? { token } : {});
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
  });

  it('answers 401 for a well-formed token signed with another secret', async () => {
    const session = await signedInUser(t);
    const iat = Math.floor(t.clock.now().getTime() / 1000);
    const foreign = await sign(
      { sub: session.user.id, role: 'USER', iat, exp: iat + 600 },
      'another-secret-that-is-long-enough-0123456789',
      'HS256',
    );
    const response = await t.get<ErrorBody>('/api/users/current-user', { token: foreign });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
  });

  it('answers 401 for a token whose claims were tampered with', async () => {
    const session = await signedInUser(t);
    const [header, payload, signature] = session.authToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN' })).toString('base64url');
    const response = await t.get<ErrorBody>('/api/users/current-user', {
      token: `${header}.${forged}.${signature}`,
    });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
  });

  it('expires after 15 minutes', async () => {
    const session = await signedInUser(t);
    t.clock.advance(ACCESS_TOKEN_TTL_SECONDS - 5);
    expect((await currentUser(session.authToken)).status).toBe(200);
    t.clock.advance(6);
    const expired = await t.get<ErrorBody>('/api/users/current-user', { token: session.authToken });
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('unauthorized');
  });
});

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
    const login = await t.post<{ data: LoginResponse }>(
      '/api/auth/login',
      { email: session.email, password: PASSWORD },
      withKey,
    );
    const rotated = await t.post<{ data: AuthTokens }>(
      '/api/auth/refresh',
      { refreshToken: session.refreshToken },
      { ...withKey, headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(login.status).toBe(200);
    expect(rotated.status).toBe(200);
    const stored = JSON.stringify(
      await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, session.user.id)),
    );
    expect(stored).not.toContain(login.body.data.refreshToken);
    expect(stored).not.toContain(rotated.body.data.refreshToken);
  });
});

describe('POST /api/auth/logout', () => {
  it("ends the given session only; another sign-in's session keeps working", async () => {
    const { email } = await registerConfirmed(t);
    const laptop = await signIn(t, email);
    const phone = await signIn(t, email);
    const response = await t.post(
      '/api/auth/logout',
      { refreshToken: laptop.refreshToken },
      { token: laptop.authToken },
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { ok: true } });
    const ended = await t.post<ErrorBody>('/api/auth/refresh', { refreshToken: laptop.refreshToken });
    expect(ended.status).toBe(401);
    expect((await refresh(phone.refreshToken)).status).toBe(200);
  });

  it('ends a session also through a rotated descendant of its first token', async () => {
    const session = await signedInUser(t);
    const rotated = await refresh(session.refreshToken);
    await t.post('/api/auth/logout', { refreshToken: session.refreshToken }, { token: session.authToken });
    expect((await refresh(rotated.body.data.refreshToken)).status).toBe(401);
  });

  it('without a body ends every session of the user', async () => {
    const { email } = await registerConfirmed(t);
    const first = await signIn(t, email);
    const second = await signIn(t, email);
    const response = await t.post('/api/auth/logout', undefined, { token: first.authToken });
    expect(response.status).toBe(200);
    expect((await refresh(first.refreshToken)).status).toBe(401);
    expect((await refresh(second.refreshToken)).status).toBe(401);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, first.user.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it("cannot end another user's session", async () => {
    const victim = await signedInUser(t);
    const attacker = await signedInUser(t);
    const response = await t.post(
      '/api/auth/logout',
      { refreshToken: victim.refreshToken },
      { token: attacker.authToken },
    );
    expect(response.status).toBe(200);
    expect((await refresh(victim.refreshToken)).status).toBe(200);
  });

  it('answers 401 when not signed in and ends nothing', async () => {
    const session = await signedInUser(t);
    const response = await t.post<ErrorBody>('/api/auth/logout', { refreshToken: session.refreshToken });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
    expect((await refresh(session.refreshToken)).status).toBe(200);
  });
});

describe('DELETE /api/auth/delete-account', () => {
  async function acceptCurrent(path: string, token: string) {
    const list = await t.get<{ data: LegalDocument[] }>(path, { token });
    const current = list.body.data[0];
    if (!current) throw new Error(`nothing published at ${path}`);
    const accepted = await t.post(`${path}/${current.id}/accept`, undefined, { token });
    expect(accepted.status).toBe(200);
  }

  it('signs the user out everywhere, anonymises the row and removes their data', async () => {
    const session = await signedInUser(t, { firstName: 'Gone' });
    const id = session.user.id;
    const other = await signIn(t, session.email);
    await acceptCurrent('/api/terms', session.authToken);
    await acceptCurrent('/api/privacy-policies', session.authToken);
    expect(await t.db.select().from(legalAcceptances).where(eq(legalAcceptances.userId, id))).toHaveLength(2);
    expect(await t.db.select().from(workspaces).where(eq(workspaces.ownerId, id))).toHaveLength(1);

    const response = await t.del('/api/auth/delete-account', undefined, { token: session.authToken });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { ok: true } });

    const me = await t.get<ErrorBody>('/api/users/current-user', { token: session.authToken });
    expect(me.status).toBe(401);
    expect(me.body.error.code).toBe('unauthorized');
    const login = await t.post<ErrorBody>('/api/auth/login', { email: session.email, password: PASSWORD });
    expect(login.status).toBe(401);
    expect(login.body.error).toEqual({ code: 'invalid_credentials', message: MESSAGES.invalidCredentials });
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await refresh(other.refreshToken)).status).toBe(401);

    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row).toBeDefined();
    expect(row?.email).not.toBe(session.email);
    expect(row?.email).not.toContain(session.email.split('@')[0]);
    expect(row?.firstName).not.toBe('Gone');
    expect(row?.passwordHash).toBeNull();
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const tokens = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, id));
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);
    expect(await t.db.select().from(legalAcceptances).where(eq(legalAcceptances.userId, id))).toEqual([]);
    expect(await t.db.select().from(workspaces).where(eq(workspaces.ownerId, id))).toEqual([]);
    expect(await t.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, id))).toEqual([]);
  });

  it('lets the same e-mail register again as a new account', async () => {
    const session = await signedInUser(t);
    await t.del('/api/auth/delete-account', undefined, { token: session.authToken });
    t.clock.advance(1);
    const again = await registerConfirmed(t, { email: session.email, password: 'Second-life-2' });
    const fresh = await signIn(t, again.email, again.password);
    expect(fresh.user.email).toBe(session.email);
    expect(fresh.user.id).not.toBe(session.user.id);
    expect(await t.db.select().from(workspaces).where(eq(workspaces.ownerId, fresh.user.id))).toHaveLength(1);
    const old = await t.post('/api/auth/login', { email: session.email, password: PASSWORD });
    expect(old.status).toBe(401);
  });

  it('answers 401 when not signed in', async () => {
    const response = await t.del<ErrorBody>('/api/auth/delete-account');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
  });
});
