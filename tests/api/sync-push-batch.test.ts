/**
 * A push batch runs in one transaction with a savepoint per mutation (server/sync/push.ts): a
 * mutation that fails in the middle is rolled back alone, and the ones before and after it are
 * applied and recorded exactly once. A passing fault commits what came before it and nothing else.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notes, syncDevices, syncMutations, tours } from '../../server/db/schema/index';
import { setupTestApp } from '../support/test-app';
import { device, eventBody, liveRows, must, tourWithShowDay } from '../support/tour-factories';

const t = await setupTestApp();

/** PostgreSQL itself refuses a note text, with the SQLSTATE given: a fault no rule foresees. */
async function refuseNotesSaying(text: string, sqlState: string) {
  await t.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION refuse_batch_note() RETURNS trigger AS $$
     BEGIN
       IF NEW.text = '${text}' THEN RAISE EXCEPTION 'refused' USING ERRCODE = '${sqlState}'; END IF;
       RETURN NEW;
     END $$ LANGUAGE plpgsql`),
  );
  await t.db.execute(sql.raw('DROP TRIGGER IF EXISTS refuse_batch_note ON notes'));
  await t.db.execute(
    sql.raw(
      'CREATE TRIGGER refuse_batch_note BEFORE INSERT ON notes FOR EACH ROW EXECUTE FUNCTION refuse_batch_note()',
    ),
  );
}

const recordsOf = (userId: string, ids: string[]) =>
  t.db
    .select({ mutationId: syncMutations.mutationId, status: syncMutations.status })
    .from(syncMutations)
    .where(and(eq(syncMutations.userId, userId), inArray(syncMutations.mutationId, ids)));

const lastSeqOf = async (deviceId: string) =>
  (await t.db.select().from(syncDevices).where(eq(syncDevices.deviceId, deviceId)))[0]?.lastSeq;

describe('POST /api/sync/push: one transaction per batch, a savepoint per mutation', () => {
  it('a bug in the middle is rolled back alone; those before and after apply and are recorded once', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    await refuseNotesSaying('Middle', 'P0001');
    const phone = device(t, owner.token);
    const texts = ['First', 'Second', 'Middle', 'Fourth', 'Fifth'];
    const batch = texts.map((text) =>
      phone.mutation('note.create', { tourDayId: day.id, note: { id: crypto.randomUUID(), text } }, tour.id),
    );
    const ids = batch.map((m) => m.mutationId);
    const [versionBefore] = await t.db
      .select({ version: tours.version })
      .from(tours)
      .where(eq(tours.id, tour.id));

    const first = must(await phone.push(batch)).data;
    expect(first.results.map((r) => r.status)).toEqual([
      'applied',
      'applied',
      'rejected',
      'applied',
      'applied',
    ]);
    expect(first.results[2]).toMatchObject({ code: 'internal_error' });
    expect(first.lastSeq).toBe(5);
    expect(await lastSeqOf(phone.deviceId)).toBe(5);
    const records = await recordsOf(owner.user.id, ids);
    expect(records.map((r) => r.mutationId).sort()).toEqual([...ids].sort());
    expect(records.filter((r) => r.status === 'rejected')).toEqual([
      { mutationId: ids[2], status: 'rejected' },
    ]);

    // The rejected savepoint took its version bump with it: four writes, four consecutive versions,
    // and the tour's version is the last of them (no version left for a later commit to reuse).
    const stored = await t.db
      .select({ text: notes.text, version: notes.version })
      .from(notes)
      .where(eq(notes.tourId, tour.id));
    expect(stored.map((n) => n.text).sort()).toEqual(['Fifth', 'First', 'Fourth', 'Second']);
    const start = versionBefore?.version ?? 0;
    expect(stored.map((n) => n.version).sort((a, b) => a - b)).toEqual([
      start + 1,
      start + 2,
      start + 3,
      start + 4,
    ]);
    const [versionAfter] = await t.db
      .select({ version: tours.version })
      .from(tours)
      .where(eq(tours.id, tour.id));
    expect(versionAfter?.version).toBe(start + 4);

    // The whole batch again (a lost reply): the same answers, nothing applied or recorded twice.
    const replay = must(await phone.push(batch)).data;
    expect(replay.results).toEqual(
      first.results.map((r) =>
        r.status === 'applied' ? { mutationId: r.mutationId, status: 'duplicate' } : r,
      ),
    );
    expect(await recordsOf(owner.user.id, ids)).toHaveLength(5);
    const live = [...(await liveRows(t, owner.token, tour.id, 'note')).values()];
    expect(live.map((n) => n.text).sort()).toEqual(['Fifth', 'First', 'Fourth', 'Second']);
  });

  it('the same mutation twice in one batch applies once', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const phone = device(t, owner.token);
    const create = phone.mutation('note.create', {
      tourDayId: day.id,
      note: { id: crypto.randomUUID(), text: 'Twice' },
    });
    const again = { ...create, mutationId: create.mutationId.toUpperCase(), seq: 2 };
    const answer = must(await phone.push([create, again])).data;
    expect(answer).toEqual({
      results: [
        { mutationId: create.mutationId, status: 'applied' },
        { mutationId: again.mutationId, status: 'duplicate' },
      ],
      lastSeq: 1,
    });
    expect(await liveRows(t, owner.token, tour.id, 'note')).toHaveProperty('size', 1);
  });

  it('a passing fault keeps what came before it and records nothing from it on; the resend finishes', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    await refuseNotesSaying('Busy', '40P01');
    const phone = device(t, owner.token);
    const batch = ['Before', 'Busy', 'After'].map((text) =>
      phone.mutation('note.create', { tourDayId: day.id, note: { id: crypto.randomUUID(), text } }, tour.id),
    );
    const ids = batch.map((m) => m.mutationId);
    expect((await phone.push(batch)).status).toBe(500);
    expect(await recordsOf(owner.user.id, ids)).toEqual([{ mutationId: ids[0], status: 'applied' }]);
    expect(await lastSeqOf(phone.deviceId)).toBe(1);

    await refuseNotesSaying('nothing any more', 'P0001');
    const resent = must(await phone.push(batch)).data;
    expect(resent.results.map((r) => r.status)).toEqual(['duplicate', 'applied', 'applied']);
    expect(resent.lastSeq).toBe(3);
    const live = [...(await liveRows(t, owner.token, tour.id, 'note')).values()];
    expect(live.map((n) => n.text).sort()).toEqual(['After', 'Before', 'Busy']);
  });
  it('a refusal that quotes a NUL from the device is answered and recorded without it; the batch goes on', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const phone = device(t, owner.token);
    const bad = phone.mutation(
      'event.create',
      { tourDayId: day.id, event: eventBody({ id: crypto.randomUUID(), visibility: 'Fuzz\0text' }) },
      tour.id,
    );
    const good = phone.mutation(
      'note.create',
      { tourDayId: day.id, note: { id: crypto.randomUUID(), text: 'Fine' } },
      tour.id,
    );
    const answer = must(await phone.push([bad, good])).data;
    expect(answer.results.map((r) => r.status)).toEqual(['rejected', 'applied']);
    expect(answer.results[0]?.message).toContain('Fuzztext');
    expect(JSON.stringify(answer)).not.toContain('\\u0000');
    const replay = must(await phone.push([bad, good])).data;
    expect(replay.results).toEqual([answer.results[0], { mutationId: good.mutationId, status: 'duplicate' }]);
  });
});
