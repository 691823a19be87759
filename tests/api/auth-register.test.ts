import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import { PASSWORD, uniqueEmail } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = await setupTestApp();
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe('POST /api/auth/register', () => {
  it('creates an unconfirmed account and mails a confirmation link', async () => {
    const email = uniqueEmail();
    const response = await t.post('/api/auth/register', {
      email,
      password: PASSWORD,
      firstName: 'Sam',
      lastName: 'Stage',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ data: { email, confirmationRequired: true } });
    const mail = await t.lastMailTo(email);
    expect(mail?.text).toMatch(/http:\/\/roadie\.test\/register-complete\?token=[\w-]{40,}/);
  });

  it('refuses sign-in until the e-mail is confirmed, then allows it', async () => {
    const email = uniqueEmail();
    await t.post('/api/auth/register', { email, password: PASSWORD, firstName: 'Sam', lastName: 'Stage' });
    const early = await t.post<ErrorBody>('/api/auth/login', { email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect(early.body.error.code).toBe('email_not_confirmed');

    const confirmed = await t.call('POST /users', { body: { token: await t.lastLinkTokenFor(email) } });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.data.email).toBe(email);
    const login = await t.post('/api/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
  });

  it('does not tell a stranger with a wrong password that the account is unconfirmed', async () => {
    const email = uniqueEmail();
    await t.post('/api/auth/register', { email, password: PASSWORD, firstName: 'Sam', lastName: 'Stage' });
    const response = await t.post<ErrorBody>('/api/auth/login', { email, password: 'Wrong-pass-1' });
    expect(response.status).toBe(401);
    expect(response.body.error.message).toBe(MESSAGES.invalidCredentials);
  });

  it('answers 409 for an e-mail that already has a confirmed account, and changes nothing', async () => {
    const email = uniqueEmail();
    await t.post('/api/auth/register', { email, password: PASSWORD, firstName: 'Sam', lastName: 'Stage' });
    await t.post('/api/users', { token: await t.lastLinkTokenFor(email) });
    const again = await t.post<ErrorBody>('/api/auth/register', {
      email,
      password: 'Other-pass-2',
      firstName: 'X',
      lastName: 'Y',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.fields?.email).toBe(MESSAGES.emailTaken);
    expect((await t.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('re-registering an unconfirmed e-mail sends a fresh link and the old one stops working', async () => {
    const email = uniqueEmail();
    await t.post('/api/auth/register', { email, password: PASSWORD, firstName: 'Sam', lastName: 'Stage' });
    const first = await t.lastLinkTokenFor(email);
    t.clock.advance(1);
    await t.post('/api/auth/register', { email, password: PASSWORD, firstName: 'Sam', lastName: 'Stage' });
    const second = await t.lastLinkTokenFor(email);
    expect(second).not.toBe(first);
    expect((await t.post('/api/users', { token: first })).status).toBe(400);
    expect((await t.post('/api/users', { token: second })).status).toBe(201);
  });

  it('normalises the e-mail (case and spaces) so one person has one account', async () => {
    const email = uniqueEmail();
    const response = await t.call('POST /auth/register', {
      body: { email: `  ${email.toUpperCase()} `, password: PASSWORD, firstName: 'Sam', lastName: 'Stage' },
    });
    expect(response.body.data.email).toBe(email);
  });

  it.each([
    [
      {},
      {
        email: MESSAGES.required,
        password: MESSAGES.required,
        firstName: MESSAGES.required,
        lastName: MESSAGES.required,
      },
    ],
    [{ email: 'nope', password: PASSWORD, firstName: 'A', lastName: 'B' }, { email: MESSAGES.invalidEmail }],
    [
      { email: uniqueEmail(), password: PASSWORD, firstName: '   ', lastName: 'B' },
      { firstName: MESSAGES.cannotBeEmpty },
    ],
    [
      { email: uniqueEmail(), password: PASSWORD, firstName: 42, lastName: 'B' },
      { firstName: MESSAGES.required },
    ],
    [
      { email: uniqueEmail(), password: 'short', firstName: 'A', lastName: 'B' },
      { password: 'Password needs at least 8 characters' },
    ],
    [
      { email: uniqueEmail(), password: 'alllowercase1!', firstName: 'A', lastName: 'B' },
      { password: 'Password needs at least 1 uppercase and 1 lowercase letter' },
    ],
    [
      { email: uniqueEmail(), password: 'NoNumbers!!', firstName: 'A', lastName: 'B' },
      { password: 'Password needs at least 1 number' },
    ],
    [
      { email: uniqueEmail(), password: 'NoSpecial123', firstName: 'A', lastName: 'B' },
      { password: 'Password needs at least 1 special character' },
    ],
  ])('rejects %j with field messages and creates nothing', async (body, fields) => {
    const response = await t.post<ErrorBody>('/api/auth/register', body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.fields).toEqual(fields);
    if (typeof (body as { email?: unknown }).email === 'string') {
      expect(await t.lastMailTo((body as { email: string }).email)).toBeUndefined();
    }
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.post<ErrorBody>('/api/auth/register', '{"email":');
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
  });
});

describe('POST /api/users (confirming a registration)', () => {
  it('accepts a link once only', async () => {
    const email = uniqueEmail();
    await t.post('/api/auth/register', { email, password: PASSWORD, firstName: 'Sam', lastName: 'Stage' });
    const token = await t.lastLinkTokenFor(email);
    expect((await t.post('/api/users', { token })).status).toBe(201);
    const again = await t.post<ErrorBody>('/api/users', { token });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 'token_invalid', message: MESSAGES.linkInvalid });
  });

  it('refuses an expired link (older than 48 hours)', async () => {
    const email = uniqueEmail();
    await t.post('/api/auth/register', { email, password: PASSWORD, firstName: 'Sam', lastName: 'Stage' });
    const token = await t.lastLinkTokenFor(email);
    t.clock.advance(48 * 3600 + 1);
    expect((await t.post('/api/users', { token })).status).toBe(400);
    expect((await t.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(403);
  });

  it('refuses an unknown token and a missing one', async () => {
    expect((await t.post('/api/users', { token: 'made-up' })).status).toBe(400);
    const missing = await t.post<ErrorBody>('/api/users', {});
    expect(missing.body.error.fields).toEqual({ token: MESSAGES.required });
  });
});
