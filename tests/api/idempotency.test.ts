import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import { idempotencyKeys, users } from '../../server/db/schema/index';
import type { BodyOf } from '../support/api-client';
import { PASSWORD, signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = await setupTestApp();
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe('Idempotency-Key', () => {
  const renameWithKey = (token: string, key: string, body: BodyOf<'PATCH /users/current-user'>) =>
    t.call('PATCH /users/current-user', { body, token, headers: { 'idempotency-key': key } });
  const nameOf = async (id: string) => {
    const [row] = await t.db
      .select({ firstName: users.firstName, updatedAt: users.updatedAt })
      .from(users)
      .where(eq(users.id, id));
    return row;
  };

  it('a replay answers the stored response and the change happens once', async () => {
    const session = await signedInUser(t);
    const key = crypto.randomUUID();
    const first = await renameWithKey(session.token, key, { firstName: 'Kay' });
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const firstWrite = await nameOf(session.user.id);
    expect(firstWrite?.firstName).toBe('Kay');

    t.clock.advance(60);
    const replay = await renameWithKey(session.token, key, { firstName: 'Kay' });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // Not written again: updatedAt is still the first request's time.
    expect(await nameOf(session.user.id)).toEqual(firstWrite);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toMatchObject([
      { userId: session.user.id, state: 'done', responseStatus: 200, responseBody: first.body },
    ]);
  });

  it('a late replay answers the old response and does not undo a later change', async () => {
    const session = await signedInUser(t);
    const key = crypto.randomUUID();
    const first = await renameWithKey(session.token, key, { firstName: 'Kay' });
    expect(first.body.data.firstName).toBe('Kay');

    const later = await t.patch('/api/users/current-user', { firstName: 'Later' }, { token: session.token });
    expect(later.status).toBe(200);

    const replay = await renameWithKey(session.token, key, { firstName: 'Kay' });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await nameOf(session.user.id))?.firstName).toBe('Later');
    const current = await t.call('GET /users/current-user', { token: session.token });
    expect(current.body.data.firstName).toBe('Later');
  });

  it('the same key with another body answers 422 and changes nothing', async () => {
    const session = await signedInUser(t);
    const key = crypto.randomUUID();
    await renameWithKey(session.token, key, { firstName: 'Kay' });
    const mismatch = await t.patch<ErrorBody>(
      '/api/users/current-user',
      { firstName: 'Other' },
      { token: session.token, headers: { 'idempotency-key': key } },
    );
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.error).toEqual({
      code: 'idempotency_key_mismatch',
      message: MESSAGES.idempotencyMismatch,
    });
    expect((await nameOf(session.user.id))?.firstName).toBe('Kay');
  });

  it('the same key on another endpoint answers 422 and changes nothing', async () => {
    const session = await signedInUser(t);
    const key = crypto.randomUUID();
    await renameWithKey(session.token, key, { firstName: 'Kay' });
    const elsewhere = await t.patch<ErrorBody>(
      `/api/users/status/${session.user.id}`,
      { onboardingSkipped: true },
      { token: session.token, headers: { 'idempotency-key': key } },
    );
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.error.code).toBe('idempotency_key_mismatch');
    const [row] = await t.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row?.onboardingSkipped).toBe(false);
  });

  it('a key that is not a UUID answers 400 and changes nothing', async () => {
    const session = await signedInUser(t, { firstName: 'Same' });
    const response = await t.patch<ErrorBody>(
      '/api/users/current-user',
      { firstName: 'Changed' },
      { token: session.token, headers: { 'idempotency-key': 'retry-1' } },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.fields).toHaveProperty(['Idempotency-Key']);
    expect((await nameOf(session.user.id))?.firstName).toBe('Same');
  });

  it('keys belong to one user: the same key from another user runs normally', async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const key = crypto.randomUUID();
    const firstAnswer = await renameWithKey(first.token, key, { firstName: 'Kay' });
    const response = await renameWithKey(second.token, key, { firstName: 'Kay' });
    expect(response.status).toBe(200);
    expect(response.headers.get('idempotent-replayed')).toBeNull();
    expect(response.body.data).toMatchObject({ id: second.user.id, email: second.email, firstName: 'Kay' });
    expect((await nameOf(second.user.id))?.firstName).toBe('Kay');
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(2);
    // Each user's replay still answers their own stored response.
    const firstReplay = await renameWithKey(first.token, key, { firstName: 'Kay' });
    expect(firstReplay.body).toEqual(firstAnswer.body);
    expect(firstReplay.body.data.id).toBe(first.user.id);
    const secondReplay = await renameWithKey(second.token, key, { firstName: 'Kay' });
    expect(secondReplay.body).toEqual(response.body);
  });

  it('a body that does not validate is answered 400 and not stored: the corrected request may use the key', async () => {
    const session = await signedInUser(t);
    const key = crypto.randomUUID();
    const first = await renameWithKey(session.token, key, {});
    expect(first.status).toBe(400);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    const corrected = await renameWithKey(session.token, key, { firstName: 'Kay' });
    expect(corrected.status).toBe(200);
    expect(corrected.headers.get('idempotent-replayed')).toBeNull();
    expect((await nameOf(session.user.id))?.firstName).toBe('Kay');
  });

  it('a refusal of the handler (404) is stored and replayed as the same 404', async () => {
    const session = await signedInUser(t);
    const key = crypto.randomUUID();
    const unknownTour = crypto.randomUUID();
    const remove = () =>
      t.call('DELETE /tours/{id}', {
        params: { id: unknownTour },
        token: session.token,
        headers: { 'idempotency-key': key },
      });
    const first = await remove();
    expect(first.status).toBe(404);
    const replay = await remove();
    expect(replay.status).toBe(404);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('a replay works from a new session of the same user', async () => {
    const session = await signedInUser(t);
    const key = crypto.randomUUID();
    const first = await renameWithKey(session.token, key, { firstName: 'Kay' });
    t.clock.advance(20 * 60);
    const login = await t.call('POST /auth/login', { body: { email: session.email, password: PASSWORD } });
    const replay = await renameWithKey(login.body.data.authToken, key, { firstName: 'Kay' });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('is not applied to requests without a signed-in user: a sign-in is never replayed', async () => {
    const session = await signedInUser(t);
    const key = crypto.randomUUID();
    const login = () =>
      t.call('POST /auth/login', {
        body: { email: session.email, password: PASSWORD },
        headers: { 'idempotency-key': key },
      });
    const first = await login();
    const second = await login();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(second.body.data.refreshToken).not.toBe(first.body.data.refreshToken);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });
});
