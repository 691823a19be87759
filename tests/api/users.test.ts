import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import type { User } from '#contract/users';
import { users } from '../../server/db/schema/index';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = await setupTestApp();
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const currentUser = (token: string) => t.get<{ data: User }>('/api/users/current-user', { token });
const updateMe = (token: string, body: Record<string, unknown> | string) =>
  t.patch<{ data: User }>('/api/users/current-user', body, { token });
const updateStatus = (token: string, id: string, body: Record<string, unknown> | string) =>
  t.patch<{ data: User }>(`/api/users/status/${id}`, body, { token });

async function rowOf(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

async function makeAdmin(id: string) {
  await t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, id));
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
        status: { onboardingCompleted: false, onboardingSkipped: false },
        createdAt: row.createdAt.toISOString(),
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

describe('PATCH /api/users/status/{id}', () => {
  it('marks the own onboarding skipped and stores it', async () => {
    const session = await signedInUser(t);
    const response = await updateStatus(session.token, session.user.id, { onboardingSkipped: true });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      ...session.user,
      status: { onboardingCompleted: false, onboardingSkipped: true },
    });
    expect(await rowOf(session.user.id)).toMatchObject({
      onboardingCompleted: false,
      onboardingSkipped: true,
    });
    expect((await currentUser(session.token)).body.data.status).toEqual({
      onboardingCompleted: false,
      onboardingSkipped: true,
    });
  });

  it('marks the own onboarding completed and leaves the other flag as it was', async () => {
    const session = await signedInUser(t);
    await updateStatus(session.token, session.user.id, { onboardingSkipped: true });
    const response = await updateStatus(session.token, session.user.id, { onboardingCompleted: true });
    expect(response.status).toBe(200);
    expect(response.body.data.status).toEqual({ onboardingCompleted: true, onboardingSkipped: true });
    expect(await rowOf(session.user.id)).toMatchObject({
      onboardingCompleted: true,
      onboardingSkipped: true,
    });
  });

  it('can set a flag back to false', async () => {
    const session = await signedInUser(t);
    await updateStatus(session.token, session.user.id, { onboardingSkipped: true });
    const response = await updateStatus(session.token, session.user.id, { onboardingSkipped: false });
    expect(response.body.data.status).toEqual({ onboardingCompleted: false, onboardingSkipped: false });
    expect(await rowOf(session.user.id)).toMatchObject({ onboardingSkipped: false });
  });

  it.each([
    ['an empty body', {}, { _: 'Nothing to update' }],
    ['a string for a flag', { onboardingSkipped: 'yes' }, { onboardingSkipped: 'Must be true or false' }],
    ['a number for a flag', { onboardingCompleted: 1 }, { onboardingCompleted: 'Must be true or false' }],
  ])('answers 400 for %s and changes nothing', async (_label, body, fields) => {
    const session = await signedInUser(t);
    const before = await rowOf(session.user.id);
    const response = await t.patch<ErrorBody>(`/api/users/status/${session.user.id}`, body, {
      token: session.token,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.fields).toEqual(fields);
    expect(await rowOf(session.user.id)).toEqual(before);
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const session = await signedInUser(t);
    const response = await t.patch<ErrorBody>(
      '/api/users/status/not-a-uuid',
      { onboardingSkipped: true },
      { token: session.token },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ id: 'Must be a valid id' });
  });

  it('answers 404 for an unknown id', async () => {
    const session = await signedInUser(t);
    const response = await t.patch<ErrorBody>(
      `/api/users/status/${crypto.randomUUID()}`,
      { onboardingSkipped: true },
      { token: session.token },
    );
    expect(response.status).toBe(404);
    expect(response.body.error).toEqual({ code: 'not_found', message: MESSAGES.notFound });
  });

  it('answers 404 (the same answer as an unknown id) for another user’s id, and leaves them unchanged', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const before = await rowOf(other.user.id);
    const response = await t.patch<ErrorBody>(
      `/api/users/status/${other.user.id}`,
      { onboardingCompleted: true, onboardingSkipped: true },
      { token: me.token },
    );
    const unknown = await t.patch<ErrorBody>(
      `/api/users/status/${crypto.randomUUID()}`,
      { onboardingCompleted: true, onboardingSkipped: true },
      { token: me.token },
    );
    expect(response.status).toBe(404);
    expect(response.body).toEqual(unknown.body);
    expect(await rowOf(other.user.id)).toEqual(before);
    expect((await currentUser(other.token)).body.data.status).toEqual({
      onboardingCompleted: false,
      onboardingSkipped: false,
    });
  });

  it('answers 401 without a token', async () => {
    const session = await signedInUser(t);
    const response = await t.patch<ErrorBody>(`/api/users/status/${session.user.id}`, {
      onboardingSkipped: true,
    });
    expect(response.status).toBe(401);
    expect((await rowOf(session.user.id)).onboardingSkipped).toBe(false);
  });

  it('lets a platform admin change another user’s status, with the role read from the database', async () => {
    const admin = await signedInUser(t, { firstName: 'Admin' });
    const other = await signedInUser(t);
    // Promoted after signing in: the token still says USER, the database says ADMIN.
    await makeAdmin(admin.user.id);
    expect((await currentUser(admin.token)).body.data.role).toBe('ADMIN');

    const response = await updateStatus(admin.token, other.user.id, { onboardingCompleted: true });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id: other.user.id,
      email: other.email,
      role: 'USER',
      status: { onboardingCompleted: true, onboardingSkipped: false },
    });
    expect(await rowOf(other.user.id)).toMatchObject({ onboardingCompleted: true, role: 'USER' });
    expect(await rowOf(admin.user.id)).toMatchObject({ onboardingCompleted: false });
  });

  it('answers a platform admin 404 for an unknown id', async () => {
    const admin = await signedInUser(t);
    await makeAdmin(admin.user.id);
    const response = await t.patch<ErrorBody>(
      `/api/users/status/${crypto.randomUUID()}`,
      { onboardingSkipped: true },
      { token: admin.token },
    );
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });

  it('stops admin access at once when the role is taken away', async () => {
    const admin = await signedInUser(t);
    const other = await signedInUser(t);
    await makeAdmin(admin.user.id);
    expect((await updateStatus(admin.token, other.user.id, { onboardingSkipped: true })).status).toBe(200);

    await t.db.update(users).set({ role: 'USER' }).where(eq(users.id, admin.user.id));
    const response = await updateStatus(admin.token, other.user.id, { onboardingCompleted: true });
    expect(response.status).toBe(404);
    expect(await rowOf(other.user.id)).toMatchObject({ onboardingCompleted: false, onboardingSkipped: true });
  });
});
