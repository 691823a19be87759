import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import { users } from '../../server/db/schema/index';
import type { BodyOf } from '../support/api-client';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = await setupTestApp();
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const currentUser = (token: string) => t.call('GET /users/current-user', { token });
const updateStatus = (token: string, id: string, body: BodyOf<'PATCH /users/status/{id}'>) =>
  t.call('PATCH /users/status/{id}', { params: { id }, body, token });

async function rowOf(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

async function makeAdmin(id: string) {
  await t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, id));
}

describe('PATCH /api/users/status/{id}', () => {
  it('marks the own onboarding skipped and stores it', async () => {
    const session = await signedInUser(t);
    const response = await updateStatus(session.token, session.user.id, { onboardingSkipped: true });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      ...session.user,
      status: { onboardingCompleted: false, onboardingSkipped: true, onboardingStep: 0 },
    });
    expect(await rowOf(session.user.id)).toMatchObject({
      onboardingCompleted: false,
      onboardingSkipped: true,
    });
    expect((await currentUser(session.token)).body.data.status).toEqual({
      onboardingCompleted: false,
      onboardingSkipped: true,
      onboardingStep: 0,
    });
  });

  it('marks the own onboarding completed and leaves the other flag as it was', async () => {
    const session = await signedInUser(t);
    await updateStatus(session.token, session.user.id, { onboardingSkipped: true });
    const response = await updateStatus(session.token, session.user.id, { onboardingCompleted: true });
    expect(response.status).toBe(200);
    expect(response.body.data.status).toEqual({
      onboardingCompleted: true,
      onboardingSkipped: true,
      onboardingStep: 0,
    });
    expect(await rowOf(session.user.id)).toMatchObject({
      onboardingCompleted: true,
      onboardingSkipped: true,
    });
  });

  it('can set a flag back to false', async () => {
    const session = await signedInUser(t);
    await updateStatus(session.token, session.user.id, { onboardingSkipped: true });
    const response = await updateStatus(session.token, session.user.id, { onboardingSkipped: false });
    expect(response.body.data.status).toEqual({
      onboardingCompleted: false,
      onboardingSkipped: false,
      onboardingStep: 0,
    });
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
      onboardingStep: 0,
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
      status: { onboardingCompleted: true, onboardingSkipped: false, onboardingStep: 0 },
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

  it('stores the onboarding step to resume at, and refuses a step outside 0–8', async () => {
    const session = await signedInUser(t);
    const response = await updateStatus(session.token, session.user.id, { onboardingStep: 4 });
    expect(response.status).toBe(200);
    expect(response.body.data.status).toEqual({
      onboardingCompleted: false,
      onboardingSkipped: false,
      onboardingStep: 4,
    });
    expect(await rowOf(session.user.id)).toMatchObject({ onboardingStep: 4 });
    expect((await currentUser(session.token)).body.data.status.onboardingStep).toBe(4);
    for (const onboardingStep of [9, -1, 2.5, '3']) {
      const refused = await t.patch<ErrorBody>(
        `/api/users/status/${session.user.id}`,
        { onboardingStep },
        { token: session.token },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({ onboardingStep: 'Must be a step number' });
    }
    expect(await rowOf(session.user.id)).toMatchObject({ onboardingStep: 4 });
  });
});
