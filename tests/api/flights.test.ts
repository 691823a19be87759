/**
 * GET /flights: a tour's flights the caller may see, of one person with userId, and their status
 * from a local HTTP server standing in for the flight-status provider.
 */
import { createServer } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/env';
import { signedInUser } from '../support/factories';
import { setupTestApp, startTestApp } from '../support/test-app';
import { type ErrorBody, joinTour, must, tourWithShowDay } from '../support/tour-factories';
import { createFlight } from '../support/travel-factories';

const KEY = 'flight-status-key-never-logged';
const asked: { path: string; authorization: string | undefined }[] = [];
const provider = createServer((request, response) => {
  asked.push({ path: request.url ?? '', authorization: request.headers.authorization });
  response.setHeader('content-type', 'application/json');
  if (request.url?.startsWith('/v1/flights/LH2413')) response.end(JSON.stringify({ status: 'delayed' }));
  else if (request.url?.startsWith('/v1/flights/BA117')) response.end('{"status":"teleported"}');
  else response.writeHead(500).end('{}');
});
await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', () => resolve()));
const address = provider.address();
const port = typeof address === 'object' && address ? address.port : 0;
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

const t = await setupTestApp();
const flightsOf = (app: typeof t, token: string, tourId: string, userId?: string) =>
  app.call('GET /flights', { query: userId ? { tourId, userId } : { tourId }, token });

describe('GET /flights', () => {
  it('answers the tour’s flights only (no trains, no buses), without a status when no provider is set', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const flight = await createFlight(t, owner.token, day.id);
    await createFlight(t, owner.token, day.id, {
      title: 'Train',
      travel: {
        mode: 'TRAIN',
        number: 'ICE 597',
        origin: { name: 'Berlin Hbf', timeZone: 'Europe/Berlin' },
        destination: { name: 'München Hbf', timeZone: 'Europe/Berlin' },
      },
    });
    const data = must(await flightsOf(t, owner.token, tour.id)).data;
    expect(data).toEqual([
      {
        eventId: flight.id,
        tourId: tour.id,
        tourDayId: day.id,
        title: 'Flight to Munich',
        departureAt: flight.startAt,
        arrivalAt: flight.endAt,
        travel: flight.travel,
        personnelUserIds: [],
      },
    ]);
  });

  it('hides an assigned-only flight from the others and narrows to one person with userId', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const ada = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Ada');
    const bo = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Bo');
    const adas = await createFlight(t, owner.token, day.id, {
      visibility: 'ASSIGNED_ONLY',
      personnelUserIds: [ada.user.id],
    });
    const everyones = await createFlight(t, owner.token, day.id, { title: 'Band flight' });
    const ids = async (token: string, userId?: string) =>
      must(await flightsOf(t, token, tour.id, userId)).data.map((f) => f.eventId);
    expect(await ids(owner.token)).toEqual([adas.id, everyones.id]);
    expect(await ids(ada.token)).toEqual([adas.id, everyones.id]);
    expect(await ids(bo.token)).toEqual([everyones.id]);
    expect(await ids(owner.token, ada.user.id)).toEqual([adas.id]);
    expect(await ids(bo.token, ada.user.id)).toEqual([]);
  });

  it('answers 404 for another tenant’s tour and 400 for a bad tour id', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    await createFlight(t, owner.token, day.id);
    const stranger = await signedInUser(t, { firstName: 'Sly' });
    expect((await flightsOf(t, stranger.token, tour.id)).status).toBe(404);
    const bad = await t.get<ErrorBody>('/api/flights?tourId=nope', { token: owner.token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(['tourId']);
  });

  it('adds each flight’s status from the provider; an odd or failed answer is unknown', async () => {
    const online = await startTestApp({
      config: { flightStatus: { url: `http://127.0.0.1:${port}/v1/`, key: KEY } },
    });
    try {
      const { owner, tour, day } = await tourWithShowDay(online);
      await createFlight(online, owner.token, day.id);
      await createFlight(online, owner.token, day.id, {
        title: 'Red-eye',
        startAt: '2027-04-10T09:00:00.000Z',
        endAt: '2027-04-10T17:00:00.000Z',
        travel: {
          mode: 'FLIGHT',
          number: 'BA 117',
          origin: { name: 'LHR London Heathrow', timeZone: 'Europe/London' },
          destination: { name: 'JFK New York', timeZone: 'America/New_York' },
        },
      });
      await createFlight(online, owner.token, day.id, {
        title: 'Charter',
        startAt: '2027-04-10T18:00:00.000Z',
        endAt: '2027-04-10T19:00:00.000Z',
        travel: {
          mode: 'FLIGHT',
          number: 'XX 1',
          origin: { name: 'A', timeZone: 'UTC' },
          destination: { name: 'B', timeZone: 'UTC' },
        },
      });
      const data = must(await flightsOf(online, owner.token, tour.id)).data;
      expect(data.map((f) => [f.title, f.status])).toEqual([
        ['Flight to Munich', 'delayed'],
        ['Red-eye', 'unknown'],
        ['Charter', 'unknown'],
      ]);
      expect(asked).toContainEqual({
        path: '/v1/flights/LH2413?date=2027-04-10',
        authorization: `Bearer ${KEY}`,
      });
    } finally {
      await online.close();
    }
  });
});

describe('flight-status settings', () => {
  it('FLIGHT_STATUS_URL turns the HTTP provider on, with FLIGHT_STATUS_KEY as its key', () => {
    expect(loadConfig({ DATA_DIR: t.dataDir }).flightStatus).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: t.dataDir,
        FLIGHT_STATUS_URL: 'https://status.example/v1',
        FLIGHT_STATUS_KEY: KEY,
      }).flightStatus,
    ).toEqual({ url: 'https://status.example/v1', key: KEY });
  });
});
