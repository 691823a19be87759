import { eq } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '#contract/limits';
import { MESSAGES } from '#contract/messages';
import { refreshTokens, users } from '../../server/db/schema/index';
import { PASSWORD, registerConfirmed, signedInUser, uniqueEmail } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = await setupTestApp();
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const currentUser = (token: string) => t.call('GET /users/current-user', { token });

async function userIdOf(email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('POST /api/auth/login', () => {
  it('answers the token pair and the user', async () => {
    const { email } = await registerConfirmed(t, { firstName: 'Lou' });
    const response = await t.call('POST /auth/login', { body: { email, password: PASSWORD } });
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
          status: { onboardingCompleted: false, onboardingSkipped: false, onboardingStep: 0 },
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
    expect(response.body.data).toEqual({ ...session.user, avatarUrl: null });
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
