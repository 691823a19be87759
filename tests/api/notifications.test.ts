import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES } from '#contract/notifications';
import { notificationQueue, pushSubscriptions } from '../../server/db/schema/index';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import { type ErrorBody, joinTour, must, ownerWithTour } from '../support/tour-factories';
import { browserKeys } from '../support/web-push-crypto';

const t = await setupTestApp();

/** A subscription as a browser would hand it over (nothing is sent in these tests). */
function device(endpoint = `https://push.example.com/send/${crypto.randomUUID()}`) {
  const keys = browserKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

const register = (token: string, body: ReturnType<typeof device>) =>
  t.call('POST /notifications/mobile-device', { body, token });

const subscriptionOf = async (endpoint: string) =>
  (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];

describe('GET /notifications/vapid-public-key', () => {
  it('gives the server’s VAPID public key to signed-in users only', async () => {
    expect((await t.get('/api/notifications/vapid-public-key')).status).toBe(401);
    const { token } = await signedInUser(t);
    const answer = must(await t.call('GET /notifications/vapid-public-key', { token }));
    expect(answer.data.publicKey).toBe(t.deps.config.vapid.publicKey);
    expect(Buffer.from(answer.data.publicKey, 'base64url')).toHaveLength(65);
  });
});

describe('POST /notifications/mobile-device', () => {
  it('registers a device for the caller and its session; the same endpoint again updates it', async () => {
    const ada = await signedInUser(t);
    const phone = device();
    const first = must(await register(ada.token, phone), 201);
    const row = await subscriptionOf(phone.endpoint);
    expect(row).toMatchObject({ id: first.data.id, userId: ada.user.id, p256dh: phone.keys.p256dh });
    expect(row?.sessionId).toEqual(expect.any(String));

    const renewed = { ...phone, keys: device().keys };
    const again = must(await register(ada.token, renewed), 201);
    expect(again.data.id).toBe(first.data.id);
    expect((await subscriptionOf(phone.endpoint))?.p256dh).toBe(renewed.keys.p256dh);
  });

  it('moves an endpoint to whoever registers it last (another person signed in on that browser)', async () => {
    const ada = await signedInUser(t);
    const bo = await signedInUser(t);
    const browser = device();
    must(await register(ada.token, browser), 201);
    must(await register(bo.token, browser), 201);
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(rows.map((row) => row.userId)).toEqual([bo.user.id]);
  });

  it('refuses a missing token (401) and bad input (400 with field messages), storing nothing', async () => {
    const { token } = await signedInUser(t);
    expect((await t.post('/api/notifications/mobile-device', device())).status).toBe(401);
    const good = device();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, endpoint: undefined }, 'endpoint'],
      [{ ...good, endpoint: 'not a url' }, 'endpoint'],
      [{ ...good, endpoint: 'ftp://push.example.com/x' }, 'endpoint'],
      [{ ...good, keys: undefined }, 'keys'],
      [{ ...good, keys: { ...good.keys, p256dh: 'AAAA' } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: '!!!' } }, 'keys.auth'],
    ];
    for (const [body, field] of cases) {
      const answer = await t.post<ErrorBody>('/api/notifications/mobile-device', body, { token });
      expect(answer.status, field).toBe(400);
      expect(answer.body.error.fields?.[field], field).toEqual(expect.any(String));
    }
    expect(await subscriptionOf(good.endpoint)).toBeUndefined();
  });

  it('production sends only to public https push services', async () => {
    const strict = await setupTestApp({ config: { nodeEnv: 'production' } });
    const { token } = await signedInUser(strict);
    for (const endpoint of ['http://push.example.com/x', 'https://127.0.0.1/x', 'https://localhost/x']) {
      const answer = await strict.post<ErrorBody>('/api/notifications/mobile-device', device(endpoint), {
        token,
      });
      expect(answer.status, endpoint).toBe(400);
      expect(answer.body.error.fields?.endpoint).toBe(NOTIFICATION_MESSAGES.endpoint);
    }
    expect((await strict.post('/api/notifications/mobile-device', device(), { token })).status).toBe(201);
  });
});

describe('DELETE /notifications/mobile-device', () => {
  it('forgets the caller’s own device; someone else’s endpoint changes nothing', async () => {
    const ada = await signedInUser(t);
    const mallory = await signedInUser(t);
    const phone = device();
    must(await register(ada.token, phone), 201);
    const body = { endpoint: phone.endpoint };

    expect((await t.del('/api/notifications/mobile-device', body)).status).toBe(401);
    must(await t.call('DELETE /notifications/mobile-device', { body, token: mallory.token }));
    expect((await subscriptionOf(phone.endpoint))?.userId).toBe(ada.user.id);

    const bad = await t.del<ErrorBody>(
      '/api/notifications/mobile-device',
      { endpoint: 42 },
      { token: ada.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.endpoint).toBe(NOTIFICATION_MESSAGES.endpoint);

    must(await t.call('DELETE /notifications/mobile-device', { body, token: ada.token }));
    expect(await subscriptionOf(phone.endpoint)).toBeUndefined();
    // Again: already gone, still fine (a retried request after a lost answer).
    must(await t.call('DELETE /notifications/mobile-device', { body, token: ada.token }));
  });
});

describe('POST /notifications (announcements)', () => {
  const announce = (token: string, tourId: string, extra: Record<string, unknown> = {}) =>
    t.post<ErrorBody>(
      '/api/notifications',
      { tourId, title: 'Bus call', text: 'Bus leaves 09:00', ...extra },
      { token },
    );

  it('a manager notifies the tour’s active personnel but themselves; only people with a device are queued', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const ada = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Ada');
    // Bo has no device registered: addressed, but nothing is queued for him.
    await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Bo');
    must(await register(ada.token, device()), 201);
    must(await register(owner.token, device()), 201);

    const sent = must(
      await t.call('POST /notifications', {
        body: { tourId: tour.id, title: 'Bus call', text: 'Bus leaves 09:00' },
        token: owner.token,
      }),
    );
    expect(sent.data).toEqual({ recipients: 2, reachable: 1 });
    const queued = await t.db.select().from(notificationQueue).where(eq(notificationQueue.tourId, tour.id));
    expect(queued).toEqual([
      expect.objectContaining({
        userId: ada.user.id,
        kind: 'announcement',
        title: 'Bus call',
        body: 'Bus leaves 09:00',
        url: `/dashboard/tours/${tour.id}`,
      }),
    ]);
  });

  it('sends to the people chosen, who must be on the tour', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const ada = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Ada');
    const stranger = await signedInUser(t);
    const chosen = await announce(owner.token, tour.id, { userIds: [ada.user.id] });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ data: { recipients: 1, reachable: 0 } });

    const outsider = await announce(owner.token, tour.id, { userIds: [ada.user.id, stranger.user.id] });
    expect(outsider.status).toBe(400);
    expect(outsider.body.error.fields?.userIds).toBe(NOTIFICATION_MESSAGES.notPersonnel);
  });

  it('401 without a token, 403 for a member, 404 for another tenant’s tour, 400 for bad input', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const member = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Mo');
    const stranger = await signedInUser(t);
    must(await register(member.token, device()), 201);

    expect((await t.post('/api/notifications', { tourId: tour.id, title: 'x', text: 'y' })).status).toBe(401);
    expect((await announce(member.token, tour.id)).status).toBe(403);
    const foreign = await announce(stranger.token, tour.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('not_found');

    const bad: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(101) }, 'title'],
      [{ text: '   ' }, 'text'],
      [{ text: 'x'.repeat(1001) }, 'text'],
      [{ tourId: 'not-an-id' }, 'tourId'],
      [{ userIds: [] }, 'userIds'],
      [{ userIds: ['nope'] }, 'userIds.0'],
    ];
    for (const [extra, field] of bad) {
      const answer = await announce(owner.token, tour.id, extra);
      expect(answer.status, field).toBe(400);
      expect(answer.body.error.fields?.[field], field).toEqual(expect.any(String));
    }
    const queued = await t.db.select().from(notificationQueue).where(eq(notificationQueue.tourId, tour.id));
    expect(queued).toEqual([]);
  });
});
