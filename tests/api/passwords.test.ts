import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuthTokens } from '#contract/auth';
import { PASSWORD_RESET_TTL_SECONDS } from '#contract/limits';
import { MESSAGES } from '#contract/messages';
import { idempotencyKeys, mailOutbox, users } from '../../server/db/schema/index';
import { PASSWORD, registerConfirmed, signedInUser, signIn, uniqueEmail } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = await setupTestApp();
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const NEW_PASSWORD = 'Fresh-start-7';
const RESET_LINK = /http:\/\/roadie\.test\/confirm-reset-password\?token=([\w-]{40,})/;

const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const login = (email: string, password: string) => t.post<ErrorBody>('/api/auth/login', { email, password });
const refresh = (refreshToken: string) => t.call('POST /auth/refresh', { body: { refreshToken } });
const resetWith = (token: string, password: string) =>
  t.patch<ErrorBody>(`/api/users/reset-password?token=${encodeURIComponent(token)}`, { password });

async function passwordHashOf(email: string) {
  const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
  return row?.hash;
}

/** Asks for a reset link as a person would and reads the token from the newest mail. */
async function requestResetToken(email: string): Promise<string> {
  // Mails are ordered by the app clock: move it so this one is unambiguously the newest.
  t.clock.advance(1);
  const response = await t.post('/api/auth/request-reset-password', { email });
  expect(response.status).toBe(200);
  const token = (await t.lastMailTo(email))?.text.match(RESET_LINK)?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

describe('POST /api/auth/request-reset-password', () => {
  it('mails a reset link to a known e-mail', async () => {
    const { email } = await registerConfirmed(t, { firstName: 'Rita' });
    t.clock.advance(1);
    const response = await t.post('/api/auth/request-reset-password', { email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { ok: true } });
    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toBe('Reset your Roadie password');
    expect(mail?.text).toMatch(RESET_LINK);
    expect(mail?.text).toContain('Hi Rita');
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('stranger');
    const response = await t.post('/api/auth/request-reset-password', { email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { ok: true } });
    expect(await mailsTo(email)).toEqual([]);
  });

  it('normalises the e-mail before looking it up', async () => {
    const { email } = await registerConfirmed(t);
    t.clock.advance(1);
    await t.post('/api/auth/request-reset-password', { email: `  ${email.toUpperCase()}` });
    expect((await t.lastMailTo(email))?.text).toMatch(RESET_LINK);
  });

  it.each([
    [{ email: 'not-an-email' }, { email: MESSAGES.invalidEmail }],
    [{}, { email: MESSAGES.required }],
  ])('rejects %j with 400 and field messages', async (body, fields) => {
    const response = await t.post<ErrorBody>('/api/auth/request-reset-password', body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.fields).toEqual(fields);
  });
});

describe('PATCH /api/users/reset-password', () => {
  it('sets the new password: it signs in, the old one no longer does', async () => {
    const { email } = await registerConfirmed(t);
    const token = await requestResetToken(email);
    const response = await resetWith(token, NEW_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { ok: true } });
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    const old = await login(email, PASSWORD);
    expect(old.status).toBe(401);
    expect(old.body.error).toEqual({ code: 'invalid_credentials', message: 'Invalid email or password' });
  });

  it('ends every session of the account', async () => {
    const { email } = await registerConfirmed(t);
    const laptop = await signIn(t, email);
    const phone = await signIn(t, email);
    await resetWith(await requestResetToken(email), NEW_PASSWORD);
    for (const session of [laptop, phone]) {
      const response = await t.post<ErrorBody>('/api/auth/refresh', { refreshToken: session.refreshToken });
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('unauthorized');
    }
  });

  it('works once only', async () => {
    const { email } = await registerConfirmed(t);
    const token = await requestResetToken(email);
    expect((await resetWith(token, NEW_PASSWORD)).status).toBe(200);
    const again = await resetWith(token, 'Third-choice-3');
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 'token_invalid', message: MESSAGES.linkInvalid });
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(email, 'Third-choice-3')).status).toBe(401);
  });

  it('expires after 1 hour and leaves the password as it was', async () => {
    const { email } = await registerConfirmed(t);
    const token = await requestResetToken(email);
    const hashBefore = await passwordHashOf(email);
    t.clock.advance(PASSWORD_RESET_TTL_SECONDS + 1);
    const response = await resetWith(token, NEW_PASSWORD);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('token_invalid');
    expect(await passwordHashOf(email)).toBe(hashBefore);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('still works just before the hour is up', async () => {
    const { email } = await registerConfirmed(t);
    const token = await requestResetToken(email);
    t.clock.advance(PASSWORD_RESET_TTL_SECONDS - 5);
    expect((await resetWith(token, NEW_PASSWORD)).status).toBe(200);
  });

  it('only the newest reset link works', async () => {
    const { email } = await registerConfirmed(t);
    const older = await requestResetToken(email);
    const newer = await requestResetToken(email);
    expect(newer).not.toBe(older);
    const stale = await resetWith(older, NEW_PASSWORD);
    expect(stale.status).toBe(400);
    expect(stale.body.error.code).toBe('token_invalid');
    expect((await login(email, PASSWORD)).status).toBe(200);
    expect((await resetWith(newer, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a weak password with the rule it breaks, and the link stays usable', async () => {
    const { email } = await registerConfirmed(t);
    const token = await requestResetToken(email);
    const weak = await resetWith(token, 'nouppercase1!');
    expect(weak.status).toBe(400);
    expect(weak.body.error.code).toBe('validation_failed');
    expect(weak.body.error.fields).toEqual({
      password: 'Password needs at least 1 uppercase and 1 lowercase letter',
    });
    expect((await login(email, PASSWORD)).status).toBe(200);
    expect((await resetWith(token, NEW_PASSWORD)).status).toBe(200);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers 400 with fields.token when the token is missing', async () => {
    const response = await t.patch<ErrorBody>('/api/users/reset-password', { password: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.fields).toEqual({ token: MESSAGES.required });
  });

  it('refuses an unknown token', async () => {
    const response = await resetWith('made-up-token', NEW_PASSWORD);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('token_invalid');
  });

  it('does not accept a registration confirmation link as a reset link', async () => {
    const email = uniqueEmail();
    await t.post('/api/auth/register', { email, password: PASSWORD, firstName: 'Sam', lastName: 'Stage' });
    const confirmation = await t.lastLinkTokenFor(email);
    const response = await resetWith(confirmation, NEW_PASSWORD);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('token_invalid');
    // The confirmation link was not used up by the attempt.
    expect((await t.post('/api/users', { token: confirmation })).status).toBe(201);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });
});

describe('PATCH /api/users/update-password', () => {
  const update = (token: string, body: Record<string, unknown>) =>
    t.patch<{ data: AuthTokens } & ErrorBody>('/api/users/update-password', body, { token });

  it('refuses a wrong current password and changes nothing', async () => {
    const session = await signedInUser(t);
    const hashBefore = await passwordHashOf(session.email);
    const response = await update(session.authToken, {
      currentPassword: 'Not-my-password-1',
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ currentPassword: 'Current password is incorrect' });
    expect(await passwordHashOf(session.email)).toBe(hashBefore);
    expect((await login(session.email, PASSWORD)).status).toBe(200);
    expect((await login(session.email, NEW_PASSWORD)).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(200);
  });

  it('changes the password, answers a working pair and ends the other sessions', async () => {
    const session = await signedInUser(t);
    const otherDevice = await signIn(t, session.email);
    t.clock.advance(1);
    const response = await update(session.authToken, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ authToken: expect.any(String), refreshToken: expect.any(String) });
    const fresh = response.body.data;

    const me = await t.call('GET /users/current-user', { token: fresh.authToken });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(session.email);
    expect((await refresh(fresh.refreshToken)).status).toBe(200);

    for (const old of [session.refreshToken, otherDevice.refreshToken]) {
      expect((await refresh(old)).status).toBe(401);
    }
    expect((await login(session.email, NEW_PASSWORD)).status).toBe(200);
    const oldLogin = await login(session.email, PASSWORD);
    expect(oldLogin.status).toBe(401);
    expect(oldLogin.body.error.code).toBe('invalid_credentials');
  });

  it('keeps no token in clear when the change is sent with an Idempotency-Key', async () => {
    const session = await signedInUser(t);
    const response = await t.call('PATCH /users/update-password', {
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      token: session.authToken,
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(response.status).toBe(200);
    const { refreshToken } = response.body.data;
    expect((await refresh(refreshToken)).status).toBe(200);
    const stored = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, session.user.id));
    expect(JSON.stringify(stored)).not.toContain(refreshToken);
  });

  it('refuses a weak new password with its rule and changes nothing', async () => {
    const session = await signedInUser(t);
    const response = await update(session.authToken, { currentPassword: PASSWORD, newPassword: 'short1!' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.fields).toEqual({ newPassword: 'Password needs at least 8 characters' });
    expect((await login(session.email, PASSWORD)).status).toBe(200);
    expect((await refresh(session.refreshToken)).status).toBe(200);
  });

  it('answers 400 with fields for missing values', async () => {
    const session = await signedInUser(t);
    const response = await update(session.authToken, {});
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      currentPassword: MESSAGES.required,
      newPassword: MESSAGES.required,
    });
  });

  it('answers 401 when not signed in', async () => {
    const response = await t.patch<ErrorBody>('/api/users/update-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
  });
});
