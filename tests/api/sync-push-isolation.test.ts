/**
 * One mutation can never block a device's queue: whatever it throws — bad input, a database error,
 * a bug — is answered for that mutation alone, and the rest of the batch goes on.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../support/test-app';
import { device, liveRows, must, tourWithShowDay } from '../support/tour-factories';

const t = await setupTestApp();

const noteTexts = async (token: string, tourId: string) =>
  [...(await liveRows(t, token, tourId, 'note')).values()].map((note) => note.text);

/**
 * A database that refuses one note text: an error no contract can foresee, raised by PostgreSQL
 * itself, with the SQLSTATE given (P0001 by default: a plain exception).
 */
async function refuseNotesSaying(text: string, sqlState = 'P0001') {
  const statements = [
    `CREATE OR REPLACE FUNCTION refuse_poisoned_note() RETURNS trigger AS $$
     BEGIN
       IF NEW.text = '${text}' THEN
         RAISE EXCEPTION 'refused by a test trigger' USING ERRCODE = '${sqlState}';
       END IF;
       RETURN NEW;
     END $$ LANGUAGE plpgsql`,
    'DROP TRIGGER IF EXISTS refuse_poisoned_note ON notes',
    `CREATE TRIGGER refuse_poisoned_note BEFORE INSERT ON notes
     FOR EACH ROW EXECUTE FUNCTION refuse_poisoned_note()`,
  ];
  for (const statement of statements) await t.db.execute(sql.raw(statement));
}

describe('POST /api/sync/push: one failing mutation is answered alone', () => {
  it('a note with a NUL character is rejected alone; the good one behind it applies', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const phone = device(t, owner.token);
    const batch = [
      phone.mutation('note.create', {
        tourDayId: day.id,
        note: { id: crypto.randomUUID(), text: 'A\u0000B' },
      }),
      phone.mutation('note.create', { tourDayId: day.id, note: { id: crypto.randomUUID(), text: 'Fine' } }),
    ];
    const response = await phone.push(batch);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      results: [
        {
          mutationId: batch[0]?.mutationId,
          status: 'rejected',
          code: expect.any(String),
          message: expect.any(String),
        },
        { mutationId: batch[1]?.mutationId, status: 'applied' },
      ],
      lastSeq: 2,
    });
    expect(await noteTexts(owner.token, tour.id)).toEqual(['Fine']);
  });

  it('an unexpected database error is rejected alone, logged by name without the data, and replays the same', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    await refuseNotesSaying('Poisoned soundcheck');
    const phone = device(t, owner.token);
    const batch = [
      phone.mutation('day.setTag', { tourDayId: day.id, tag: 'OFF_DAY' }, tour.id),
      phone.mutation(
        'note.create',
        { tourDayId: day.id, note: { id: crypto.randomUUID(), text: 'Poisoned soundcheck' } },
        tour.id,
      ),
      phone.mutation('note.create', {
        tourDayId: day.id,
        note: { id: crypto.randomUUID(), text: 'Bus at 9' },
      }),
    ];
    const logged = t.logger.lines.length;
    const first = must(await phone.push(batch)).data;
    expect(first.results.map((r) => r.status)).toEqual(['applied', 'rejected', 'applied']);
    expect(first.results[1]).toMatchObject({ code: 'internal_error', message: expect.any(String) });
    expect(first.lastSeq).toBe(3);
    expect(await noteTexts(owner.token, tour.id)).toEqual(['Bus at 9']);

    const lines = t.logger.lines.slice(logged);
    expect(lines).toEqual([expect.stringMatching(/^\[error\] .*note\.create/)]);
    expect(lines.join('\n')).not.toMatch(/Poisoned|soundcheck|refused by a test trigger/);

    // A lost reply replayed: the same refusal, never mistaken for success; nothing applies twice.
    const replay = must(await phone.push(batch)).data;
    expect(replay).toEqual({
      results: [
        { mutationId: batch[0]?.mutationId, status: 'duplicate' },
        first.results[1],
        { mutationId: batch[2]?.mutationId, status: 'duplicate' },
      ],
      lastSeq: 3,
    });
    expect(await noteTexts(owner.token, tour.id)).toEqual(['Bus at 9']);
  });
});

describe('POST /api/sync/push: a database that is busy or unavailable', () => {
  it('stops the batch unrecorded (5xx), so the device sends it again as it was', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    // 40001: a serialization failure, the database asking for the same work again.
    await refuseNotesSaying('Busy database', '40001');
    const phone = device(t, owner.token);
    const batch = [
      phone.mutation('note.create', { tourDayId: day.id, note: { id: crypto.randomUUID(), text: 'Before' } }),
      phone.mutation('note.create', {
        tourDayId: day.id,
        note: { id: crypto.randomUUID(), text: 'Busy database' },
      }),
    ];
    expect((await phone.push(batch)).status).toBe(500);
    expect(await noteTexts(owner.token, tour.id)).toEqual(['Before']);

    await refuseNotesSaying('nothing any more');
    const retried = must(await phone.push(batch)).data;
    expect(retried).toEqual({
      results: [
        { mutationId: batch[0]?.mutationId, status: 'duplicate' },
        { mutationId: batch[1]?.mutationId, status: 'applied' },
      ],
      lastSeq: 2,
    });
    expect((await noteTexts(owner.token, tour.id)).sort()).toEqual(['Before', 'Busy database']);
  });
});

describe('POST /api/sync/push: mutation ids are the pushing user’s own', () => {
  it('an id another user already used behaves like a fresh id: applied once, nothing revealed, nothing blocked', async () => {
    const mine = await tourWithShowDay(t);
    const theirs = await tourWithShowDay(t);
    const myPhone = device(t, mine.owner.token);
    const taken = myPhone.mutation('day.setTag', { tourDayId: mine.day.id, tag: 'OFF_DAY' }, mine.tour.id);
    must(await myPhone.push([taken]));

    const theirPhone = device(t, theirs.owner.token);
    const reused = {
      ...theirPhone.mutation(
        'note.create',
        { tourDayId: theirs.day.id, note: { id: crypto.randomUUID(), text: 'Mine too' } },
        theirs.tour.id,
      ),
      mutationId: taken.mutationId,
    };
    const next = theirPhone.mutation(
      'note.create',
      { tourDayId: theirs.day.id, note: { id: crypto.randomUUID(), text: 'After' } },
      theirs.tour.id,
    );
    const response = await theirPhone.push([reused, next]);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      results: [
        { mutationId: taken.mutationId, status: 'applied' },
        { mutationId: next.mutationId, status: 'applied' },
      ],
      lastSeq: 2,
    });
    expect((await noteTexts(theirs.owner.token, theirs.tour.id)).sort()).toEqual(['After', 'Mine too']);

    // Exactly once for both: each user's replay is a duplicate, even under a new seq.
    const again = must(await theirPhone.push([{ ...reused, seq: 3 }])).data;
    expect(again.results).toEqual([{ mutationId: taken.mutationId, status: 'duplicate' }]);
    expect(await noteTexts(theirs.owner.token, theirs.tour.id)).toHaveLength(2);
    const mineAgain = must(await myPhone.push([{ ...taken, seq: 2 }])).data;
    expect(mineAgain.results).toEqual([{ mutationId: taken.mutationId, status: 'duplicate' }]);
    expect(await noteTexts(mine.owner.token, mine.tour.id)).toEqual([]);
  });
});
