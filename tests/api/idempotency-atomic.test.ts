/**
 * A request with an Idempotency-Key commits its writes and its key record together: a server that
 * dies (here: a fault while the answer is stored) leaves neither, so the retry runs afresh instead
 * of being refused or applied twice. Bytes the request removed stay until that commit.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, idempotencyKeys, mailOutbox, users } from '../../server/db/schema/index';
import { depsInTransaction } from '../../server/http/request-transaction';
import { signedInUser } from '../support/factories';
import { uploaded } from '../support/file-factories';
import { SAMPLES } from '../support/file-samples';
import { setupTestApp } from '../support/test-app';
import { must } from '../support/tour-factories';

const t = await setupTestApp();

/** Makes storing the answer of `key` fail, as a crash between the handler and the commit would. */
async function failWhenStoring(key: string) {
  await t.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION fail_storing_answer() RETURNS trigger AS $$
    BEGIN IF NEW.state = 'done' AND NEW.key = '${key}' THEN RAISE EXCEPTION 'lost power'; END IF; RETURN NEW; END
    $$ LANGUAGE plpgsql`),
  );
  await t.db.execute(
    sql.raw(`CREATE TRIGGER fail_storing_answer BEFORE UPDATE ON idempotency_keys
    FOR EACH ROW EXECUTE FUNCTION fail_storing_answer()`),
  );
  return async () => {
    await t.db.execute(sql.raw('DROP TRIGGER fail_storing_answer ON idempotency_keys'));
    await t.db.execute(sql.raw('DROP FUNCTION fail_storing_answer()'));
  };
}

const keyRows = (key: string) => t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

describe('Idempotency-Key: writes and key commit together', () => {
  it('a fault after the handler leaves neither its write nor the key; the retry applies it once', async () => {
    const session = await signedInUser(t, { firstName: 'Before' });
    const key = crypto.randomUUID();
    const rename = () =>
      t.call('PATCH /users/current-user', {
        body: { firstName: 'After' },
        token: session.token,
        headers: { 'idempotency-key': key },
      });
    const restore = await failWhenStoring(key);
    const failed = await rename();
    await restore();
    expect(failed.status).toBe(500);
    const [row] = await t.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row?.firstName).toBe('Before');
    expect(await keyRows(key)).toEqual([]);

    const retry = await rename();
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    const replay = await rename();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(retry.body);
    expect(await keyRows(key)).toMatchObject([{ state: 'done', responseStatus: 200 }]);
  });

  it('bytes the request removed stay when it rolls back, and go once it commits', async () => {
    const session = await signedInUser(t);
    const first = await uploaded(t, session.token, SAMPLES.png, { purpose: 'AVATAR' });
    must(await t.call('POST /users/upload_avatar', { body: { key: first.key }, token: session.token }));
    const second = await uploaded(t, session.token, SAMPLES.jpeg, { purpose: 'AVATAR' });
    const key = crypto.randomUUID();
    const replace = () =>
      t.call('POST /users/upload_avatar', {
        body: { key: second.key },
        token: session.token,
        headers: { 'idempotency-key': key },
      });

    const restore = await failWhenStoring(key);
    const failed = await replace();
    await restore();
    expect(failed.status).toBe(500);
    // The avatar row still names the first upload, so its bytes must still be there.
    const [avatar] = await t.db.select().from(files).where(eq(files.storageKey, first.key));
    expect(avatar?.deletedAt ?? null).toBeNull();
    expect(await t.deps.storage.exists(first.key)).toBe(true);

    expect((await replace()).status).toBe(200);
    expect(await t.deps.storage.exists(first.key)).toBe(false);
    expect(await t.deps.storage.exists(second.key)).toBe(true);
  });

  it('two requests with the same key at once: one runs, the other answers its response', async () => {
    const session = await signedInUser(t);
    const key = crypto.randomUUID();
    const create = () =>
      t.call('POST /artists', {
        body: { name: 'Same Band' },
        token: session.token,
        headers: { 'idempotency-key': key },
      });
    const [a, b] = await Promise.all([create(), create()]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body).toEqual(b.body);
    const replayed = [a, b].filter((r) => r.headers.get('idempotent-replayed') === 'true');
    expect(replayed).toHaveLength(1);
    const mine = await t.call('GET /artists', { token: session.token });
    expect(mine.body.data.filter((artist) => artist.name === 'Same Band')).toHaveLength(1);
  });

  it('mail a request writes is kept only when the request commits', async () => {
    const to = `${crypto.randomUUID()}@example.com`;
    const inRequest = t.deps.database.db.transaction(async (tx) => {
      const { deps } = depsInTransaction(t.deps, tx);
      await deps.mailer.send({ to, subject: 'Confirm', text: 'https://example.com/confirm' });
      throw new Error('the request failed');
    });
    await expect(inRequest).rejects.toThrow('the request failed');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toEqual([]);
  });
});
