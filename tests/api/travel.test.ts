/** Travel details on TRAVEL events: saved, read back, changed, validated, and carried by sync. */
import { describe, expect, it } from 'vitest';
import { TRAVEL_MESSAGES } from '#contract/travel';
import { setupTestApp } from '../support/test-app';
import {
  device,
  type ErrorBody,
  eventBody,
  getEvent,
  liveRows,
  must,
  tourWithShowDay,
  validEventBody,
} from '../support/tour-factories';
import { BER_MUC, createFlight, flightBody } from '../support/travel-factories';

const t = await setupTestApp();

describe('travel details', () => {
  it('are saved with the event and read back by every read and the pull', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const event = await createFlight(t, owner.token, day.id);
    expect(event.travel).toEqual(BER_MUC);
    expect(event.startAt).toBe('2027-04-10T07:10:00.000Z');
    expect(must(await getEvent(t, owner.token, event.id)).data.travel).toEqual(BER_MUC);
    const listed = must(
      await t.call('GET /events/tour/{id}', { params: { id: tour.id }, token: owner.token }),
    );
    expect(listed.data[0]?.travel).toEqual(BER_MUC);
    const rows = await liveRows(t, owner.token, tour.id, 'event');
    expect(rows.get(event.id)).toMatchObject({ travel: BER_MUC });
  });

  it('are replaced by an update, and dropped when the event stops being travel', async () => {
    const { owner, day } = await tourWithShowDay(t);
    const event = await createFlight(t, owner.token, day.id);
    const train = { ...BER_MUC, mode: 'TRAIN', number: 'ICE 597', bookingReference: null } as const;
    const changed = await t.call('PATCH /events/{id}', {
      params: { id: event.id },
      body: { travel: train },
      token: owner.token,
    });
    expect(must(changed).data.travel).toEqual(train);
    const retyped = await t.call('PATCH /events/{id}', {
      params: { id: event.id },
      body: { type: 'SCHEDULE_ITEM' },
      token: owner.token,
    });
    expect(must(retyped).data.travel).toBeUndefined();
  });

  it.each([
    ['an unknown mode', { travel: { ...BER_MUC, mode: 'BOAT' } }, { 'travel.mode': TRAVEL_MESSAGES.mode }],
    [
      'an unknown zone',
      { travel: { ...BER_MUC, origin: { name: 'BER', timeZone: 'Mars/Olympus' } } },
      { 'travel.origin.timeZone': TRAVEL_MESSAGES.unknownZone },
    ],
    [
      'an arrival before the departure',
      { endAt: '2027-04-10T06:00:00.000Z' },
      { endAt: TRAVEL_MESSAGES.arrivalAfterDeparture },
    ],
    ['details on a show', { type: 'SHOW' }, { travel: TRAVEL_MESSAGES.onlyForTravel }],
    [
      'a blank place',
      { travel: { ...BER_MUC, destination: { name: ' ', timeZone: 'Europe/Berlin' } } },
      { 'travel.destination.name': 'This field cannot be empty' },
    ],
  ])('answers 400 for %s and creates nothing', async (_label, overrides, fields) => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const response = await t.post<ErrorBody>(
      `/api/events/${day.id}`,
      eventBody({ ...flightBody(), ...overrides }),
      {
        token: owner.token,
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
    const listed = must(
      await t.call('GET /events/tour/{id}', { params: { id: tour.id }, token: owner.token }),
    );
    expect(listed.data).toEqual([]);
  });

  it('refuses details on an update of another type, and an arrival moved before the departure', async () => {
    const { owner, day } = await tourWithShowDay(t);
    const show = must(
      await t.call('POST /events/{id}', {
        params: { id: day.id },
        body: validEventBody(),
        token: owner.token,
      }),
      201,
    ).data;
    const onShow = await t.patch<ErrorBody>(
      `/api/events/${show.id}`,
      { travel: BER_MUC },
      { token: owner.token },
    );
    expect(onShow.status).toBe(400);
    expect(onShow.body.error.fields).toEqual({ travel: TRAVEL_MESSAGES.onlyForTravel });
    const flight = await createFlight(t, owner.token, day.id);
    const early = await t.patch<ErrorBody>(
      `/api/events/${flight.id}`,
      { endAt: flight.startAt },
      { token: owner.token },
    );
    expect(early.status).toBe(400);
    expect(early.body.error.fields).toEqual({ endAt: TRAVEL_MESSAGES.arrivalAfterDeparture });
  });

  it('travel offline: event.create and event.update carry the details through the same services', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const phone = device(t, owner.token);
    const id = crypto.randomUUID();
    const created = await phone.push([
      phone.mutation('event.create', { tourDayId: day.id, event: { id, ...flightBody() } }, tour.id),
      phone.mutation(
        'event.update',
        { id, changes: { travel: { ...BER_MUC, mode: 'BUS', number: null } } },
        tour.id,
      ),
    ]);
    expect(must(created).data.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const read = must(await getEvent(t, owner.token, id)).data;
    expect(read.travel).toEqual({ ...BER_MUC, mode: 'BUS', number: null });
  });
});
