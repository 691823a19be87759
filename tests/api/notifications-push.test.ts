/**
 * Delivery to a push service: the exact request (VAPID, aes128gcm, TTL), what a gone subscription
 * or a failing service does, and that a signed-out device is told nothing. The push service is a
 * local stand-in; the subscriptions' keys are the test's own, so every payload is decrypted here.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { pushDeliveries, pushSubscriptions } from '../../server/db/schema/index';
import { flushNotifications } from '../../server/modules/notifications/push-worker';
import {
  afterBatchWindow,
  berlinAt,
  moveToBerlinNoon,
  pushesTo,
  tourPlayingToday,
  withDevice,
} from '../support/push-factories';
import { startPushService } from '../support/push-service';
import { setupTestApp } from '../support/test-app';
import { createEvent, must } from '../support/tour-factories';
import { verifyVapid } from '../support/web-push-crypto';

const t = await setupTestApp();
const push = await startPushService();
afterAll(push.close);
const today = moveToBerlinNoon(t);

async function announce(token: string, tourId: string, text = 'Bus leaves 09:00') {
  return must(await t.call('POST /notifications', { body: { tourId, title: 'Bus call', text }, token }));
}

const subscriptionRow = async (endpoint: string) =>
  (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];
const deliveriesOf = (subscriptionId: string) =>
  t.db.select().from(pushDeliveries).where(eq(pushDeliveries.subscriptionId, subscriptionId));

describe('a schedule change reaches the crew’s devices', () => {
  it('sends one encrypted, VAPID-signed request to the push service, after the batching window', async () => {
    const { owner, tour, today: day } = await tourPlayingToday(t, today);
    const ada = await withDevice(t, push, owner.token, tour.id);
    const ownDevice = push.subscription();
    must(
      await t.call('POST /notifications/mobile-device', { body: ownDevice.registration, token: owner.token }),
      201,
    );

    await createEvent(t, owner.token, day.id, {
      type: 'SHOW',
      title: 'Doors',
      startAt: berlinAt(today, '19:00'),
      endAt: berlinAt(today, '20:00'),
    });
    expect((await flushNotifications(t.deps)).sent).toBe(0);
    expect(push.requestsTo(ada.device)).toEqual([]);

    const round = await afterBatchWindow(t);
    expect(round).toMatchObject({ batches: 1, sent: 1 });
    const [request] = push.requestsTo(ada.device);
    if (!request) throw new Error('nothing reached the push service');
    expect(request.method).toBe('POST');
    const claims = verifyVapid(request.headers.authorization, t.deps.config.vapid.publicKey);
    expect(claims.aud).toBe(push.origin);
    expect(claims.sub).toBe(t.deps.config.vapid.subject);
    // web-push signs with the real clock, not the app's: the token must be valid now and for at most a day.
    const nowSeconds = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(nowSeconds);
    expect(claims.exp).toBeLessThanOrEqual(nowSeconds + 24 * 60 * 60);
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers['content-type']).toBe('application/octet-stream');
    expect(Number(request.headers.ttl)).toBeGreaterThan(60 * 60);
    expect(Number(request.headers.ttl)).toBeLessThanOrEqual(12 * 60 * 60);
    expect(request.headers.urgency).toBe('high');
    expect(request.headers.topic).toMatch(/^[\w-]{1,32}$/);

    expect(pushesTo(push, ada.device)).toEqual([
      {
        title: expect.stringMatching(/^\w{3} \d{1,2} \w{3}$/),
        body: 'New: Doors 19:00 · Columbiahalle',
        tag: `schedule:${day.id}`,
        url: `/dashboard/tours/${tour.id}/daysheets/${today}`,
        kind: 'schedule',
      },
    ]);
    // Whoever made the change is not told about it.
    expect(push.requestsTo(ownDevice)).toEqual([]);
    expect((await subscriptionRow(ada.device.endpoint))?.lastSuccessAt).toEqual(t.clock.now());
    expect(await deliveriesOf((await subscriptionRow(ada.device.endpoint))?.id ?? '')).toEqual([]);
  });
});

describe('what the push service answers', () => {
  it('410 Gone: the subscription is deleted and never tried again', async () => {
    const { owner, tour } = await tourPlayingToday(t, today);
    const ada = await withDevice(t, push, owner.token, tour.id);
    push.answerNext(410);
    await announce(owner.token, tour.id);
    expect(await flushNotifications(t.deps)).toMatchObject({ sent: 0, removed: 1 });
    expect(push.requestsTo(ada.device)).toHaveLength(1);
    expect(await subscriptionRow(ada.device.endpoint)).toBeUndefined();

    await announce(owner.token, tour.id, 'Second call');
    await afterBatchWindow(t, 3600);
    expect(push.requestsTo(ada.device)).toHaveLength(1);
  });

  it('500: kept and retried after a backoff, then delivered', async () => {
    const { owner, tour } = await tourPlayingToday(t, today);
    const ada = await withDevice(t, push, owner.token, tour.id);
    const subscription = await subscriptionRow(ada.device.endpoint);
    push.answerNext(500);
    await announce(owner.token, tour.id);
    expect(await flushNotifications(t.deps)).toMatchObject({ sent: 0, retried: 1 });
    const [waiting] = await deliveriesOf(subscription?.id ?? '');
    expect(waiting?.attempts).toBe(1);
    expect(waiting?.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + 30_000);
    expect((await subscriptionRow(ada.device.endpoint))?.failures).toBe(1);

    // Not before its time…
    await flushNotifications(t.deps);
    expect(push.requestsTo(ada.device)).toHaveLength(1);
    // …then again, with the same news.
    expect(await afterBatchWindow(t, 30)).toMatchObject({ sent: 1 });
    expect(pushesTo(push, ada.device).map((payload) => payload.body)).toEqual([
      'Bus leaves 09:00',
      'Bus leaves 09:00',
    ]);
    expect(await deliveriesOf(subscription?.id ?? '')).toEqual([]);
    expect((await subscriptionRow(ada.device.endpoint))?.failures).toBe(0);
  });
});

describe('signed out', () => {
  it('a device whose session ended is told nothing', async () => {
    const { owner, tour } = await tourPlayingToday(t, today);
    const ada = await withDevice(t, push, owner.token, tour.id);
    must(await t.call('POST /auth/logout', { body: { refreshToken: ada.refreshToken }, token: ada.token }));
    await announce(owner.token, tour.id);
    await afterBatchWindow(t);
    expect(push.requestsTo(ada.device)).toEqual([]);
  });
});
