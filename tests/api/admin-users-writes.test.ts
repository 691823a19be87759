/**
 * POST and DELETE /admin/users and GET /admin/audit-log: each write is recorded (who, what, when)
 * in the same transaction; a refused write changes nothing and records nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES, type CreateAdminUser } from '#contract/admin-users';
import { MESSAGES } from '#contract/messages';
import { users, workspaces } from '../../server/db/schema/index';
import { adminRecordCount, lastAdminRecord, signedInAdmin } from '../support/admin-data-factories';
import { PASSWORD, signedInUser, signIn, uniqueEmail } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import { must } from '../support/tour-factories';

const t = await setupTestApp();
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const admin = await signedInAdmin(t);
const create = (body: CreateAdminUser, token = admin.token) => t.call('POST /admin/users', { body, token });
const person = (over: Partial<CreateAdminUser> = {}): CreateAdminUser => ({
  firstName: 'Nia',
  lastName: 'Stage',
  email: uniqueEmail('made'),
  role: 'USER',
  sendInvitation: false,
  password: PASSWORD,
  ...over,
});

describe('POST /admin/users', () => {
  it('creates an account with a password that signs in at once, with its own workspace; recorded', async () => {
    t.clock.advance(60);
    const body = person({ role: 'ADMIN' });
    const created = must(await create(body), 201).data;
    expect(created).toMatchObject({
      email: body.email,
      role: 'ADMIN',
      emailConfirmed: true,
      workspacesOwned: 1,
    });
    const session = await signIn(t, body.email, PASSWORD);
    expect(session.user).toMatchObject({ id: created.id, role: 'ADMIN' });
    expect(await lastAdminRecord(t, created.id)).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.email,
      action: 'user.create',
      targetType: 'user',
      detail: { email: body.email, role: 'ADMIN', invited: false },
      createdAt: t.clock.now(),
    });
  });

  it('invites: no password until the mailed link sets one (which also confirms the e-mail)', async () => {
    const body = person({ sendInvitation: true, password: 'ignored' });
    const created = must(await create(body), 201).data;
    expect(created).toMatchObject({ emailConfirmed: false });
    const [row] = await t.db.select().from(users).where(eq(users.id, created.id));
    expect(row?.passwordHash).toBeNull();
    expect((await lastAdminRecord(t, created.id))?.detail).toMatchObject({ invited: true });
    const mail = await t.lastMailTo(body.email);
    expect(mail?.text).toContain('http://roadie.test/confirm-reset-password?token=');
    const token = await t.lastLinkTokenFor(body.email);
    must(await t.call('PATCH /users/reset-password', { query: { token }, body: { password: PASSWORD } }));
    expect((await signIn(t, body.email, PASSWORD)).user.id).toBe(created.id);
  });

  it('refuses bad input with field messages, creating and recording nothing', async () => {
    const before = await adminRecordCount(t);
    const bad = await t.post<ErrorBody>(
      '/api/admin/users',
      { firstName: ' ', email: 'nope', role: 'BOSS', sendInvitation: false, password: 'short' },
      { token: admin.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      firstName: MESSAGES.cannotBeEmpty,
      lastName: MESSAGES.required,
      email: MESSAGES.invalidEmail,
      role: ADMIN_USER_MESSAGES.role,
      password: 'Password needs at least 8 characters',
    });
    const weak = await t.post<ErrorBody>('/api/admin/users', person({ password: 'alllowercase1!' }), {
      token: admin.token,
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields).toEqual({
      password: 'Password needs at least 1 uppercase and 1 lowercase letter',
    });
    const missing = await t.post<ErrorBody>('/api/admin/users', person({ password: undefined }), {
      token: admin.token,
    });
    expect(missing.body.error.fields).toEqual({ password: MESSAGES.required });
    expect(await adminRecordCount(t)).toBe(before);
  });

  it('creates once when the same request is repeated with its Idempotency-Key', async () => {
    const body = person({ sendInvitation: true });
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = await t.post<{ data: { id: string } }>('/api/admin/users', body, {
      token: admin.token,
      headers,
    });
    const again = await t.post<{ data: { id: string } }>('/api/admin/users', body, {
      token: admin.token,
      headers,
    });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
  });

  it('refuses an e-mail that has an account as a field error', async () => {
    const existing = await signedInUser(t);
    const before = await adminRecordCount(t);
    const taken = await t.post<ErrorBody>(
      '/api/admin/users',
      person({ email: existing.email.toUpperCase() }),
      {
        token: admin.token,
      },
    );
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ email: MESSAGES.emailTaken });
    expect(await adminRecordCount(t)).toBe(before);
  });
});

describe('DELETE /admin/users/{id}', () => {
  it('removes the account as “Remove account” does; recorded', async () => {
    const gone = await signedInUser(t, { firstName: 'Leaving' });
    t.clock.advance(60);
    must(await t.call('DELETE /admin/users/{id}', { params: { id: gone.user.id }, token: admin.token }));
    const [row] = await t.db.select().from(users).where(eq(users.id, gone.user.id));
    expect(row).toMatchObject({ firstName: 'Deleted', passwordHash: null, deletedAt: t.clock.now() });
    expect(await t.db.select().from(workspaces).where(eq(workspaces.ownerId, gone.user.id))).toEqual([]);
    expect((await t.call('GET /users/current-user', { token: gone.token })).status).toBe(401);
    expect((await t.post('/api/auth/login', { email: gone.email, password: PASSWORD })).status).toBe(401);
    expect(await lastAdminRecord(t, gone.user.id)).toMatchObject({
      actorId: admin.user.id,
      action: 'user.delete',
      detail: { email: gone.email, name: 'Leaving Road', role: 'USER' },
      createdAt: t.clock.now(),
    });
    const again = await t.del(`/api/admin/users/${gone.user.id}`, undefined, { token: admin.token });
    expect(again.status).toBe(404);
  });

  it('refuses to delete the admin’s own account, changing and recording nothing', async () => {
    const before = await adminRecordCount(t);
    const own = await t.del<ErrorBody>(`/api/admin/users/${admin.user.id}`, undefined, {
      token: admin.token,
    });
    expect(own.status).toBe(409);
    expect(own.body.error.message).toBe(ADMIN_USER_MESSAGES.selfDelete);
    expect((await t.call('GET /users/current-user', { token: admin.token })).status).toBe(200);
    expect(await adminRecordCount(t)).toBe(before);
  });
});

describe('GET /admin/audit-log', () => {
  it('lists every admin write newest first, with who did it', async () => {
    t.clock.advance(60);
    const a = must(await create(person({ firstName: 'First' })), 201).data;
    t.clock.advance(60);
    const b = must(await create(person({ firstName: 'Second' })), 201).data;
    t.clock.advance(60);
    must(await t.call('DELETE /admin/users/{id}', { params: { id: a.id }, token: admin.token }));
    const log = must(await t.call('GET /admin/audit-log', { query: {}, token: admin.token })).data;
    expect(log.total).toBe(await adminRecordCount(t));
    expect(log.items.slice(0, 3).map((e) => [e.action, e.targetId, e.actorEmail])).toEqual([
      ['user.delete', a.id, admin.email],
      ['user.create', b.id, admin.email],
      ['user.create', a.id, admin.email],
    ]);
  });
});
