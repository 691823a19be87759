import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LegalKind } from '#contract/legal';
import { MESSAGES } from '#contract/messages';
import { legalAcceptances, legalDocuments } from '../../server/db/schema/index';
import { signedInUser, signIn } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = await setupTestApp();
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** `route` as the typed client names it (`t.call('GET /terms', …)`); the URL is `/api` + route. */
const KINDS = [
  { kind: 'terms', route: '/terms', other: 'privacy', title: 'Terms and conditions' },
  { kind: 'privacy', route: '/privacy-policies', other: 'terms', title: 'Privacy policy' },
] as const satisfies readonly { kind: LegalKind; route: string; other: LegalKind; title: string }[];

/** The document seeded at start-up (server/seed/legal.ts). */
async function seeded(kind: LegalKind) {
  const [row] = await t.db
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.kind, kind), eq(legalDocuments.version, '2026-01')));
  if (!row) throw new Error(`no seeded ${kind}`);
  return row;
}

async function publish(kind: LegalKind, version: string, publishedAt: Date) {
  const [row] = await t.db
    .insert(legalDocuments)
    .values({ kind, version, title: `${kind} ${version}`, body: `The ${kind} of ${version}.`, publishedAt })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

async function acceptancesOf(userId: string) {
  return t.db
    .select({ documentId: legalAcceptances.documentId, acceptedAt: legalAcceptances.acceptedAt })
    .from(legalAcceptances)
    .where(eq(legalAcceptances.userId, userId));
}

describe.each(KINDS)('/api$route', ({ kind, route, other, title }) => {
  const prefix = `/api${route}`;
  const check = (token: string) => t.call(`GET ${route}/acceptance-check`, { token });
  const list = (token: string) => t.call(`GET ${route}`, { token });
  const readOne = (token: string, id: string) => t.call(`GET ${route}/{id}`, { params: { id }, token });
  const accept = (token: string, id: string) =>
    t.call(`POST ${route}/{id}/accept`, { params: { id }, token });

  it('acceptance-check: a new user has not accepted the version in force', async () => {
    const session = await signedInUser(t);
    const current = await seeded(kind);
    const response = await check(session.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        accepted: false,
        current: {
          id: current.id,
          kind,
          version: '2026-01',
          title,
          body: current.body,
          publishedAt: current.publishedAt.toISOString(),
          accepted: false,
        },
      },
    });
    expect(current.body.length).toBeGreaterThan(50);
  });

  it('lists the published versions with the caller’s accepted flag', async () => {
    const session = await signedInUser(t);
    const current = await seeded(kind);
    const response = await list(session.token);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      {
        id: current.id,
        kind,
        version: '2026-01',
        title,
        body: current.body,
        publishedAt: current.publishedAt.toISOString(),
        accepted: false,
      },
    ]);
  });

  it('GET /{id} answers one version', async () => {
    const session = await signedInUser(t);
    const current = await seeded(kind);
    const response = await readOne(session.token, current.id);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id: current.id,
      kind,
      version: '2026-01',
      title,
      accepted: false,
    });
  });

  it('accepting stores it once: the check turns true, repeating is harmless', async () => {
    const session = await signedInUser(t);
    const current = await seeded(kind);
    const response = await accept(session.token, current.id);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: current.id, kind, accepted: true });
    expect(await acceptancesOf(session.user.id)).toEqual([
      { documentId: current.id, acceptedAt: t.clock.now() },
    ]);

    expect((await check(session.token)).body.data).toMatchObject({
      accepted: true,
      current: { id: current.id, accepted: true },
    });
    expect((await list(session.token)).body.data.map((d) => d.accepted)).toEqual([true]);
    expect((await readOne(session.token, current.id)).body.data.accepted).toBe(true);

    t.clock.advance(60);
    const again = await accept(session.token, current.id);
    expect(again.status).toBe(200);
    expect(again.body.data.accepted).toBe(true);
    // Still one row, with the first acceptance time.
    expect(await acceptancesOf(session.user.id)).toEqual([
      { documentId: current.id, acceptedAt: new Date(t.clock.now().getTime() - 60_000) },
    ]);
  });

  it(`accepting does not accept the ${other} document, nor for anyone else`, async () => {
    const session = await signedInUser(t);
    const bystander = await signedInUser(t);
    await accept(session.token, (await seeded(kind)).id);
    const otherRoute = other === 'terms' ? '/terms' : '/privacy-policies';
    const otherCheck = await t.call(`GET ${otherRoute}/acceptance-check`, { token: session.token });
    expect(otherCheck.body.data.accepted).toBe(false);
    expect((await check(bystander.token)).body.data.accepted).toBe(false);
    expect(await acceptancesOf(bystander.user.id)).toEqual([]);
  });

  it('answers 404 for an unknown id and stores nothing', async () => {
    const session = await signedInUser(t);
    const id = crypto.randomUUID();
    const read = await t.get<ErrorBody>(`${prefix}/${id}`, { token: session.token });
    const accepted = await t.post<ErrorBody>(`${prefix}/${id}/accept`, undefined, { token: session.token });
    for (const response of [read, accepted]) {
      expect(response.status).toBe(404);
      expect(response.body.error).toEqual({ code: 'not_found', message: MESSAGES.notFound });
    }
    expect(await acceptancesOf(session.user.id)).toEqual([]);
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const session = await signedInUser(t);
    const read = await t.get<ErrorBody>(`${prefix}/latest`, { token: session.token });
    const accepted = await t.post<ErrorBody>(`${prefix}/latest/accept`, undefined, { token: session.token });
    for (const response of [read, accepted]) {
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual({ id: 'Must be a valid id' });
    }
  });

  it(`answers 404 for the id of a ${other} document, and accepts nothing`, async () => {
    const session = await signedInUser(t);
    const foreign = await seeded(other);
    const read = await t.get<ErrorBody>(`${prefix}/${foreign.id}`, { token: session.token });
    const accepted = await t.post<ErrorBody>(`${prefix}/${foreign.id}/accept`, undefined, {
      token: session.token,
    });
    expect(read.status).toBe(404);
    expect(accepted.status).toBe(404);
    expect(await acceptancesOf(session.user.id)).toEqual([]);
  });

  it('answers 401 on every route without a token', async () => {
    const id = (await seeded(kind)).id;
    const responses = await Promise.all([
      t.get<ErrorBody>(`${prefix}/acceptance-check`),
      t.get<ErrorBody>(prefix),
      t.get<ErrorBody>(`${prefix}/${id}`),
      t.post<ErrorBody>(`${prefix}/${id}/accept`),
    ]);
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('unauthorized');
    }
  });

  it('a newly published version must be accepted again; the list shows it first', async () => {
    const session = await signedInUser(t);
    const first = await seeded(kind);
    await accept(session.token, first.id);
    expect((await check(session.token)).body.data.accepted).toBe(true);

    t.clock.advance(60);
    const second = await publish(kind, `${kind}-v2`, t.clock.now());

    const afterPublish = await check(session.token);
    expect(afterPublish.body.data).toEqual({
      accepted: false,
      current: {
        id: second.id,
        kind,
        version: `${kind}-v2`,
        title: `${kind} ${kind}-v2`,
        body: `The ${kind} of ${kind}-v2.`,
        publishedAt: second.publishedAt.toISOString(),
        accepted: false,
      },
    });
    const listed = await list(session.token);
    expect(listed.body.data.map((d) => [d.id, d.accepted])).toEqual([
      [second.id, false],
      [first.id, true],
    ]);

    expect((await accept(session.token, second.id)).status).toBe(200);
    expect((await check(session.token)).body.data).toMatchObject({
      accepted: true,
      current: { id: second.id, accepted: true },
    });
    expect((await acceptancesOf(session.user.id)).map((a) => a.documentId).sort()).toEqual(
      [first.id, second.id].sort(),
    );

    // Accepting only the older version is not enough for someone else.
    const late = await signedInUser(t);
    await accept(late.token, first.id);
    expect((await check(late.token)).body.data).toMatchObject({
      accepted: false,
      current: { id: second.id },
    });
  });

  it('a version published in the future is not in force, not listed and cannot be read or accepted yet', async () => {
    const session = await signedInUser(t);
    const before = await check(session.token);
    const inForce = before.body.data.current?.id;
    const future = await publish(kind, `${kind}-future`, new Date(t.clock.now().getTime() + 24 * 3600_000));

    const afterInsert = await check(session.token);
    expect(afterInsert.body.data.current?.id).toBe(inForce);
    expect((await list(session.token)).body.data.map((d) => d.id)).not.toContain(future.id);
    expect((await t.get(`${prefix}/${future.id}`, { token: session.token })).status).toBe(404);
    expect((await accept(session.token, future.id)).status).toBe(404);
    expect(await acceptancesOf(session.user.id)).toEqual([]);

    // Once its time comes, it is the version in force.
    t.clock.advance(24 * 3600 + 1);
    const later = await signIn(t, session.email);
    const due = await check(later.authToken);
    expect(due.body.data).toMatchObject({ accepted: false, current: { id: future.id, accepted: false } });
    expect((await list(later.authToken)).body.data[0]?.id).toBe(future.id);
  });
});
