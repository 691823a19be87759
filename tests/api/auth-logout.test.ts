import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import {
  legalAcceptances,
  refreshTokens,
  users,
  workspaceMembers,
  workspaces,
} from '../../server/db/schema/index';
import { PASSWORD, registerConfirmed, signedInUser, signIn } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = await setupTestApp();
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const refresh = (refreshToken: string) => t.call('POST /auth/refresh', { body: { refreshToken } });

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
  async function acceptCurrent(route: '/terms' | '/privacy-policies', token: string) {
    const list = await t.call(`GET ${route}`, { token });
    const current = list.body.data[0];
    if (!current) throw new Error(`nothing published at /api${route}`);
    const accepted = await t.call(`POST ${route}/{id}/accept`, { params: { id: current.id }, token });
    expect(accepted.status).toBe(200);
  }

  it('signs the user out everywhere, anonymises the row and removes their data', async () => {
    const session = await signedInUser(t, { firstName: 'Gone' });
    const id = session.user.id;
    const other = await signIn(t, session.email);
    await acceptCurrent('/terms', session.authToken);
    await acceptCurrent('/privacy-policies', session.authToken);
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
