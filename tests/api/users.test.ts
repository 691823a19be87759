import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import type { User } from '#contract/users';
import { users } from '../../server/db/schema/index';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = await setupTestApp();
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const currentUser = (token: string) => t.call('GET /users/current-user', { token });
const updateMe = (token: string, body: Record<string, unknown> | string) =>
  t.patch<{ data: User }>('/api/users/current-user', body, { token });

async function rowOf(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

describe('GET /api/users/current-user', () => {
  it('answers the signed-in user: role USER and onboarding not done for a new account', async () => {
    const session = await signedInUser(t, { firstName: 'Ines' });
    const response = await currentUser(session.token);
    expect(response.status).toBe(200);
    const row = await rowOf(session.user.id);
    expect(response.body).toEqual({
      data: {
        id: row.id,
        email: session.email,
        firstName: 'Ines',
        lastName: 'Road',
        role: 'USER',
        status: { onboardingCompleted: false, onboardingSkipped: false, onboardingStep: 0 },
        createdAt: row.createdAt.toISOString(),
        avatarUrl: null,
      },
    });
    // Nothing secret leaks into the answer.
    expect(JSON.stringify(response.body)).not.toContain(row.passwordHash ?? 'no-hash');
  });

  it('answers 401 without a token', async () => {
    const response = await t.get<ErrorBody>('/api/users/current-user');
    expect(response.status).toBe(401);
    expect(response.body.error).toEqual({ code: 'unauthorized', message: MESSAGES.unauthorized });
  });

  it('answers each user their own account', async () => {
    const first = await signedInUser(t, { firstName: 'First' });
    const second = await signedInUser(t, { firstName: 'Second' });
    expect((await currentUser(first.token)).body.data).toMatchObject({
      id: first.user.id,
      firstName: 'First',
    });
    expect((await currentUser(second.token)).body.data).toMatchObject({
      id: second.user.id,
      firstName: 'Second',
    });
  });
});

describe('PATCH /api/users/current-user', () => {
  it('changes the name, stores it, and GET answers the new name', async () => {
    const session = await signedInUser(t);
    t.clock.advance(60);
    const response = await updateMe(session.token, { firstName: 'Mara', lastName: 'Stagehand' });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ ...session.user, firstName: 'Mara', lastName: 'Stagehand' });

    const row = await rowOf(session.user.id);
    expect(row).toMatchObject({
      firstName: 'Mara',
      lastName: 'Stagehand',
      email: session.email,
      role: 'USER',
    });
    expect(row.updatedAt.toISOString()).toBe(t.clock.now().toISOString());
    expect((await currentUser(session.token)).body.data).toMatchObject({
      firstName: 'Mara',
      lastName: 'Stagehand',
    });
  });

  it('changes only the field sent and trims spaces', async () => {
    const session = await signedInUser(t, { firstName: 'Keep' });
    const response = await updateMe(session.token, { lastName: '  Rigger  ' });
    expect(response.status).toBe(200);
    expect(await rowOf(session.user.id)).toMatchObject({ firstName: 'Keep', lastName: 'Rigger' });
  });

  it('answers 400 "Nothing to update" for an empty body and changes nothing', async () => {
    const session = await signedInUser(t);
    const before = await rowOf(session.user.id);
    t.clock.advance(60);
    const response = await t.patch<ErrorBody>('/api/users/current-user', {}, { token: session.token });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.fields).toEqual({ _: 'Nothing to update' });
    expect(await rowOf(session.user.id)).toEqual(before);
  });

  it.each([
    ['a blank first name', { firstName: '   ' }, { firstName: MESSAGES.cannotBeEmpty }],
    ['an empty last name', { lastName: '' }, { lastName: MESSAGES.cannotBeEmpty }],
    ['a number as first name', { firstName: 42 }, { firstName: MESSAGES.required }],
    ['null as last name', { firstName: 'Ok', lastName: null }, { lastName: MESSAGES.required }],
    [
      'a name over 100 characters',
      { firstName: 'x'.repeat(101) },
      { firstName: 'Must be at most 100 characters' },
    ],
  ])('answers 400 with a field message for %s, and changes nothing', async (_label, body, fields) => {
    const session = await signedInUser(t);
    const before = await rowOf(session.user.id);
    const response = await t.patch<ErrorBody>('/api/users/current-user', body, { token: session.token });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.fields).toEqual(fields);
    expect(await rowOf(session.user.id)).toEqual(before);
  });

  it.each([
    ['an array', '[]'],
    ['a string', '"Mara"'],
    ['null', 'null'],
    ['broken JSON', '{"firstName":'],
  ])('answers 400 (never 500) for %s as body', async (_label, body) => {
    const session = await signedInUser(t);
    const response = await t.patch<ErrorBody>('/api/users/current-user', body, { token: session.token });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
  });

  it('ignores fields it does not know: role and e-mail cannot be changed this way', async () => {
    const session = await signedInUser(t);
    const response = await updateMe(session.token, { role: 'ADMIN', email: 'x@y.z', firstName: 'A' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ firstName: 'A', role: 'USER', email: session.email });
    expect(await rowOf(session.user.id)).toMatchObject({
      firstName: 'A',
      role: 'USER',
      email: session.email,
    });
    expect((await currentUser(session.token)).body.data).toMatchObject({
      role: 'USER',
      email: session.email,
    });
  });

  it('answers 401 without a token', async () => {
    const response = await t.patch<ErrorBody>('/api/users/current-user', { firstName: 'Nobody' });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
  });
});
