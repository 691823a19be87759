/**
 * Client-made ids never confirm a row the caller cannot see (docs/api.md "Client-made ids"): a create
 * whose id is taken by someone else's row answers exactly like an id that does not exist (404, the
 * body GET of that id gives), and changes nothing. Only a clash with one of the caller's own rows
 * may say so (409).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import { emergencyContacts, events, passports, personalEvents } from '../../server/db/schema/index';
import { signedInUser } from '../support/factories';
import { addContact, contactBody, passportBody, savePassport } from '../support/profile-factories';
import { createRider } from '../support/rider-factories';
import { setupTestApp } from '../support/test-app';
import {
  createEvent,
  createNote,
  device,
  type ErrorBody,
  must,
  tourWithShowDay,
} from '../support/tour-factories';

const t = await setupTestApp();

const NOT_FOUND = { error: { code: 'not_found', message: MESSAGES.notFound } };

const DENTIST = {
  title: 'Dentist',
  startAt: '2027-05-01T08:00:00.000Z',
  endAt: '2027-05-01T09:00:00.000Z',
  timeZone: 'Europe/Berlin',
};

describe('a create with an id that is already used', () => {
  it('personal events: another user’s id is not found (like GET); one’s own is a 409', async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const theirs = must(
      await t.call('POST /personal-events', { body: DENTIST, token: owner.token }),
      201,
    ).data;
    const mine = must(
      await t.call('POST /personal-events', { body: DENTIST, token: stranger.token }),
      201,
    ).data;
    const probe = (id: string) =>
      t.post<ErrorBody>(
        '/api/personal-events',
        { ...DENTIST, id, title: 'Mine now' },
        { token: stranger.token },
      );
    const onTheirs = await probe(theirs.id);
    const read = await t.get(`/api/personal-events/${theirs.id}`, { token: stranger.token });
    expect([onTheirs.status, read.status]).toEqual([404, 404]);
    expect(onTheirs.body).toEqual(read.body);
    expect(onTheirs.body).toEqual(NOT_FOUND);
    const onMine = await probe(mine.id);
    expect(onMine.status).toBe(409);
    expect(onMine.body.error).toEqual({
      code: 'conflict',
      message: MESSAGES.idTaken,
      fields: { id: MESSAGES.idTaken },
    });
    const [row] = await t.db.select().from(personalEvents).where(eq(personalEvents.id, theirs.id));
    expect(row).toMatchObject({ userId: owner.user.id, title: 'Dentist' });
  });

  it('events, notes and riders of another tenant’s tour: not found, over REST and sync push', async () => {
    const owner = await tourWithShowDay(t);
    const stranger = await tourWithShowDay(t);
    const event = await createEvent(t, owner.owner.token, owner.day.id);
    const note = await createNote(t, owner.owner.token, owner.day.id);
    const rider = await createRider(t, owner.owner.token, owner.tour.id);
    const token = stranger.owner.token;
    const answers = [
      await t.post(`/api/events/${stranger.day.id}`, { ...DENTIST, type: 'SHOW', id: event.id }, { token }),
      await t.post(`/api/tour-days/${stranger.day.id}/notes`, { id: note.id, text: 'Probe' }, { token }),
      await t.post(
        `/api/riders/tour/${stranger.tour.id}`,
        { id: rider.id, name: 'P', type: 'HEADLINE' },
        { token },
      ),
    ];
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [404, NOT_FOUND],
      [404, NOT_FOUND],
      [404, NOT_FOUND],
    ]);
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.title).toBe('Main show');
    // The same requests with fresh ids succeed: the 404s come from the ids alone.
    const fresh = { ...DENTIST, type: 'SHOW', id: crypto.randomUUID() };
    expect((await t.post(`/api/events/${stranger.day.id}`, fresh, { token })).status).toBe(201);
    const phone = device(t, token);
    const pushed = await phone.push([
      phone.mutation('note.create', { tourDayId: stranger.day.id, note: { id: note.id, text: 'Probe' } }),
    ]);
    expect(must(pushed).data.results[0]).toMatchObject({ status: 'rejected', ...NOT_FOUND.error });
  });

  it('save routes: someone else’s passport or emergency contact id is not found; theirs unchanged', async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const passport = await savePassport(t, owner.token);
    const contact = await addContact(t, owner.token);
    const onPassport = await t.post<ErrorBody>(
      '/api/users/travelling-details/upload-passport',
      passportBody({ id: passport.id, number: 'HIJACK1' }),
      { token: stranger.token },
    );
    const onContact = await t.post<ErrorBody>(
      '/api/users/emergency-contacts',
      contactBody({ id: contact.id, name: 'Mine now' }),
      { token: stranger.token },
    );
    expect([onPassport.body, onContact.body]).toEqual([NOT_FOUND, NOT_FOUND]);
    const [passportRow] = await t.db.select().from(passports).where(eq(passports.id, passport.id));
    expect(passportRow).toMatchObject({ userId: owner.user.id, number: passport.number });
    const [contactRow] = await t.db
      .select()
      .from(emergencyContacts)
      .where(eq(emergencyContacts.id, contact.id));
    expect(contactRow).toMatchObject({ userId: owner.user.id, name: contact.name });
  });
});
