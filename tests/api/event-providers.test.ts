import { describe, expect, it } from 'vitest';
import { PROVIDER_MESSAGES } from '#contract/event-providers';
import { MESSAGES } from '#contract/messages';
import { signedInUser } from '../support/factories';
import { createProvider, TRIANON, workspaceOf } from '../support/provider-factories';
import { setupTestApp } from '../support/test-app';
import {
  createEvent,
  daysOf,
  type ErrorBody,
  firstOf,
  getEvent,
  joinTour,
  liveRows,
  must,
  ownerWithTour,
  tagDay,
} from '../support/tour-factories';

const t = await setupTestApp();

/** An owner with a tour, their workspace, and the Trianon in it. */
async function ownerWithVenue() {
  const made = await ownerWithTour(t);
  const workspaceId = made.tour.workspaceId;
  const venue = await createProvider(t, made.owner.token, workspaceId);
  return { ...made, workspaceId, venue };
}

const assignVenue = (token: string, tourId: string, date: string, venueProviderId: string | null) =>
  t.call('POST /tour-days/{id}', { params: { id: tourId }, body: { date, venueProviderId }, token });

describe('event providers: create, read, list', () => {
  it('keeps a venue with its address, notes and contacts, and lists the workspace’s by name and kind', async () => {
    const { owner, workspaceId, venue } = await ownerWithVenue();
    expect(venue).toMatchObject({
      ...TRIANON,
      workspaceId,
      website: null,
      email: null,
      placeId: null,
      canManage: true,
      contacts: [{ ...firstOf(TRIANON.contacts) }],
    });
    const hotel = await createProvider(t, owner.token, workspaceId, {
      kind: 'HOTEL',
      name: 'Hôtel Amour',
      contacts: [{ name: 'Front desk', phone: '+33 1 48 78 31 80', role: '', email: '' }],
      website: 'https://hotelamourparis.fr',
    });
    expect(hotel).toMatchObject({ contacts: [{ name: 'Front desk', role: null, email: null }] });
    const all = must(
      await t.call('GET /event-providers/workspace/{id}', {
        params: { id: workspaceId },
        token: owner.token,
      }),
    );
    expect(all.data.map((p) => p.name)).toEqual(['Hôtel Amour', 'Le Trianon']);
    const hotels = must(
      await t.call('GET /event-providers/workspace/{id}', {
        params: { id: workspaceId },
        query: { kind: 'HOTEL' },
        token: owner.token,
      }),
    );
    expect(hotels.data.map((p) => p.id)).toEqual([hotel.id]);
    const one = must(
      await t.call('GET /event-providers/{id}', { params: { id: venue.id }, token: owner.token }),
    );
    expect(one.data).toEqual(venue);
  });

  it.each([
    ['no name', { name: '  ' }, { name: MESSAGES.cannotBeEmpty }],
    ['an unknown kind', { kind: 'CASTLE' }, { kind: 'Choose a kind' }],
    ['a bad phone', { phone: 'call me' }, { phone: MESSAGES.invalidPhone }],
    ['a bad website', { website: 'javascript:alert(1)' }, { website: PROVIDER_MESSAGES.website }],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, { timeZone: 'Unknown time zone' }],
    ['a contact without a name', { contacts: [{ name: '' }] }, { 'contacts.0.name': MESSAGES.cannotBeEmpty }],
    [
      'a contact with a bad e-mail',
      { contacts: [{ name: 'Claire', email: 'claire@' }] },
      { 'contacts.0.email': MESSAGES.invalidEmail },
    ],
  ])('refuses %s with 400 and the field’s message, storing nothing', async (_name, change, fields) => {
    const { owner, workspaceId } = await ownerWithVenue();
    const response = await t.post<ErrorBody>(
      '/api/event-providers',
      { ...TRIANON, workspaceId, ...change },
      {
        token: owner.token,
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
    const list = must(
      await t.call('GET /event-providers/workspace/{id}', {
        params: { id: workspaceId },
        token: owner.token,
      }),
    );
    expect(list.data).toHaveLength(1);
  });

  it('lets tour members read but only the owner and managers write; strangers get 404', async () => {
    const { owner, tour, workspaceId, venue } = await ownerWithVenue();
    const member = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Mika');
    const manager = await joinTour(t, owner.token, tour.id, 'TOUR_MANAGER', 'Mona');
    const stranger = await signedInUser(t);
    const read = must(
      await t.call('GET /event-providers/{id}', { params: { id: venue.id }, token: member.token }),
    );
    expect(read.data.canManage).toBe(false);
    const edit = (token: string) =>
      t.call('PATCH /event-providers/{id}', { params: { id: venue.id }, body: { name: 'Trianon' }, token });
    expect((await edit(member.token)).status).toBe(403);
    expect((await edit(stranger.token)).status).toBe(404);
    expect(must(await edit(manager.token)).data).toMatchObject({ name: 'Trianon', canManage: true });
    const intoOthers = await t.post(
      '/api/event-providers',
      { ...TRIANON, workspaceId },
      { token: stranger.token },
    );
    expect(intoOthers.status).toBe(404);
    const byMember = await t.post(
      '/api/event-providers',
      { ...TRIANON, workspaceId },
      { token: member.token },
    );
    expect(byMember.status).toBe(403);
    expect(
      (await t.call('DELETE /event-providers/{id}', { params: { id: venue.id }, token: member.token }))
        .status,
    ).toBe(403);
  });
});

describe('GET /event-providers/workspaces', () => {
  it('answers the caller’s own workspace first, then those of their tours, with who may edit', async () => {
    const { owner, tour, workspaceId } = await ownerWithVenue();
    const member = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Mika');
    const ofOwner = must(await t.call('GET /event-providers/workspaces', { token: owner.token })).data;
    expect(ofOwner.map((w) => [w.id, w.canManage])).toEqual([[workspaceId, true]]);
    const ofMember = must(await t.call('GET /event-providers/workspaces', { token: member.token })).data;
    expect(ofMember.map((w) => [w.id, w.canManage])).toEqual([
      [await workspaceOf(t, member.user.id), true],
      [workspaceId, false],
    ]);
  });
});

describe('a day’s venue provider', () => {
  it('fills the day’s place and time zone from the venue, and its events follow', async () => {
    const { owner, tour, day, venue } = await ownerWithVenue();
    await tagDay(t, owner.token, day.id);
    const show = await createEvent(t, owner.token, day.id);
    const saved = must(await assignVenue(owner.token, tour.id, day.date, venue.id)).data;
    expect(saved).toMatchObject({
      venue: 'Le Trianon',
      city: 'Paris',
      country: 'France',
      timeZone: 'Europe/Paris',
      latitude: TRIANON.latitude,
      longitude: TRIANON.longitude,
      venueProviderId: venue.id,
    });
    expect(must(await getEvent(t, owner.token, show.id)).data.timeZone).toBe('Europe/Paris');
    const unlinked = must(await assignVenue(owner.token, tour.id, day.date, null)).data;
    expect(unlinked).toMatchObject({ venue: 'Le Trianon', timeZone: 'Europe/Paris', venueProviderId: null });
  });

  it('refuses a venue without a time zone (never a silent UTC) and another workspace’s venue', async () => {
    const { owner, tour, day, workspaceId } = await ownerWithVenue();
    const noZone = await createProvider(t, owner.token, workspaceId, { timeZone: null, name: 'Somewhere' });
    const refused = await assignVenue(owner.token, tour.id, day.date, noZone.id);
    expect(refused.status).toBe(400);
    expect((refused.body as unknown as ErrorBody).error.fields).toEqual({
      venueProviderId: PROVIDER_MESSAGES.needsPlace,
    });
    const other = await signedInUser(t);
    const othersVenue = await createProvider(t, other.token, await workspaceOf(t, other.user.id));
    expect((await assignVenue(owner.token, tour.id, day.date, othersVenue.id)).status).toBe(404);
    expect(firstOf(await daysOf(t, owner.token, tour.id))).toMatchObject({
      timeZone: 'UTC',
      venueProviderId: null,
    });
  });
});

describe('event providers in the tour’s mirror', () => {
  it('pulls the venue and the hotel the tour uses, their changes and their deletion', async () => {
    const { owner, tour, day, workspaceId, venue } = await ownerWithVenue();
    const member = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Mika');
    const unused = await createProvider(t, owner.token, workspaceId, { name: 'Unused hall' });
    const hotel = await createProvider(t, owner.token, workspaceId, { kind: 'HOTEL', name: 'Hôtel Amour' });
    must(await assignVenue(owner.token, tour.id, day.date, venue.id));
    await tagDay(t, owner.token, day.id);
    const stay = await createEvent(t, owner.token, day.id, {
      type: 'HOTEL_STAY',
      title: 'Hotel',
      providerId: hotel.id,
    });
    expect(stay.providerId).toBe(hotel.id);

    const rows = [...(await liveRows(t, member.token, tour.id, 'eventProvider')).values()];
    expect(rows.map((row) => row.providerId).sort()).toEqual([venue.id, hotel.id].sort());
    expect(rows.find((row) => row.providerId === venue.id)).toMatchObject({
      tourId: tour.id,
      name: 'Le Trianon',
      addressLine: TRIANON.addressLine,
      contacts: [firstOf(TRIANON.contacts)],
    });
    expect(rows.some((row) => row.providerId === unused.id)).toBe(false);

    must(
      await t.call('PATCH /event-providers/{id}', {
        params: { id: venue.id },
        body: { name: 'Le Trianon Paris', timeZone: 'Europe/Paris' },
        token: owner.token,
      }),
    );
    const afterEdit = [...(await liveRows(t, member.token, tour.id, 'eventProvider')).values()];
    expect(afterEdit.find((row) => row.providerId === venue.id)?.name).toBe('Le Trianon Paris');
    expect((await liveRows(t, member.token, tour.id, 'tourDay')).get(day.id)?.venue).toBe('Le Trianon Paris');

    must(await t.call('DELETE /event-providers/{id}', { params: { id: venue.id }, token: owner.token }));
    const afterDelete = [...(await liveRows(t, member.token, tour.id, 'eventProvider')).values()];
    expect(afterDelete.map((row) => row.providerId)).toEqual([hotel.id]);
    expect((await liveRows(t, member.token, tour.id, 'tourDay')).get(day.id)).toMatchObject({
      venue: 'Le Trianon Paris',
      venueProviderId: null,
    });
    expect(
      (await t.call('GET /event-providers/{id}', { params: { id: venue.id }, token: owner.token })).status,
    ).toBe(404);
  });

  it('refuses an event provider of another workspace with 404', async () => {
    const { owner, day } = await ownerWithVenue();
    await tagDay(t, owner.token, day.id);
    const other = await signedInUser(t);
    const othersHotel = await createProvider(t, other.token, await workspaceOf(t, other.user.id), {
      kind: 'HOTEL',
    });
    const response = await t.call('POST /events/{id}', {
      params: { id: day.id },
      body: {
        type: 'HOTEL_STAY',
        title: 'Hotel',
        startAt: '2027-04-10T15:00:00.000Z',
        endAt: '2027-04-11T10:00:00.000Z',
        providerId: othersHotel.id,
      },
      token: owner.token,
    });
    expect(response.status).toBe(404);
  });
});
