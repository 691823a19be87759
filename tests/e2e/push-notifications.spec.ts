/**
 * Push notifications end to end: a crew member switches them on in the profile; a manager's
 * announcement goes from the server to the push service (a local stand-in the test runs) and,
 * decrypted with the subscription's keys, is handed to the service worker through DevTools as the
 * browser's push service would; the service worker shows it. Switched off, or signed out, nothing
 * more is sent to that device.
 *
 * Stood in for: the browser's push service. Chromium refuses push subscriptions in Playwright's
 * (incognito) contexts and, in a persistent one, waits forever on Google's servers; so the page's
 * PushManager hands out a subscription at the stand-in, with keys made here.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { startPushService } from '../support/push-service';
import { browserKeys } from '../support/web-push-crypto';
import { DashboardPage } from './pages/dashboard-page';
import { createDashboardUser } from './support/accounts';
import { RoadieApi, tourWithAShow } from './support/roadie-api';
import { signIn } from './support/sign-in';

test.use({ permissions: ['notifications'] });

type StandIn = { endpoint: string; p256dh: string; auth: string };

/** Runs in the page before the app: a PushManager whose subscription lives at the stand-in. */
function standInPushManager(standIn: StandIn) {
  const storeKey = 'e2e-push-subscription';
  const subscription = (serverKey: number[]) => ({
    endpoint: standIn.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(serverKey).buffer },
    toJSON: () => ({
      endpoint: standIn.endpoint,
      expirationTime: null,
      keys: { p256dh: standIn.p256dh, auth: standIn.auth },
    }),
    unsubscribe: async () => {
      localStorage.removeItem(storeKey);
      return true;
    },
  });
  const keyBytes = (key: BufferSource | string | null | undefined) => {
    if (key instanceof ArrayBuffer) return [...new Uint8Array(key)];
    if (ArrayBuffer.isView(key)) return [...new Uint8Array(key.buffer, key.byteOffset, key.byteLength)];
    return [];
  };
  // defineProperty: the stand-in has only what the app uses of a PushSubscription.
  Object.defineProperty(PushManager.prototype, 'subscribe', {
    value: async (options?: PushSubscriptionOptionsInit) => {
      const bytes = keyBytes(options?.applicationServerKey);
      localStorage.setItem(storeKey, JSON.stringify(bytes));
      return subscription(bytes);
    },
  });
  Object.defineProperty(PushManager.prototype, 'getSubscription', {
    value: async () => {
      const stored = localStorage.getItem(storeKey);
      return stored ? subscription(JSON.parse(stored)) : null;
    },
  });
}

test('switched on in the profile, an announcement reaches the service worker and is shown', async ({
  page,
  context,
  request,
}) => {
  const push = await startPushService();
  try {
    const keys = browserKeys();
    const standIn = { endpoint: `${push.origin}/push/${randomUUID()}`, p256dh: keys.p256dh, auth: keys.auth };
    await context.addInitScript(standInPushManager, standIn);

    const { api, tourId } = await tourWithAShow(request, 'push');
    const crew = await createDashboardUser(request, 'push-crew', 'Ada');
    await api.addPersonnel(tourId, crew.email, 'TOUR_MEMBER');
    await (await RoadieApi.signIn(request, crew.email, crew.password)).acceptInvitation(tourId);

    await signIn(page, crew);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    const toggle = page.getByRole('switch', { name: 'Notifications on this device' });
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(page.getByText(/^On: this device is told/)).toBeVisible();

    // The server registered it: the manager's announcement reaches the stand-in, for this device.
    const sent = await api.call<{ recipients: number; reachable: number }>('POST', '/notifications', {
      tourId,
      title: 'Bus call',
      text: 'Bus leaves 09:00',
    });
    expect(sent).toEqual({ recipients: 1, reachable: 1 });
    await expect.poll(() => push.requests.length, { timeout: 20_000 }).toBe(1);
    const payload = keys.decrypt(push.requests[0]?.body ?? Buffer.alloc(0));
    expect(JSON.parse(payload)).toMatchObject({
      title: 'Bus call',
      body: 'Bus leaves 09:00',
      url: `/dashboard/tours/${tourId}`,
    });

    // The browser's push service hands it to the service worker, which shows it.
    const cdp = await context.newCDPSession(page);
    // The latest word on each registration of this context (events come as they change).
    const registrations = new Map<string, { scopeURL: string; isDeleted: boolean }>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      for (const r of event.registrations) registrations.set(r.registrationId, r);
    });
    await cdp.send('ServiceWorker.enable');
    const origin = new URL(page.url()).origin;
    const liveIds = () =>
      [...registrations].filter(([, r]) => !r.isDeleted && r.scopeURL.startsWith(origin)).map(([id]) => id);
    // Delivered again on every look until it shows: this page's registration may be reported after
    // another one of the origin, and a busy machine may start the worker late. The notification's
    // tag makes the copies one.
    await expect
      .poll(
        async () => {
          for (const registrationId of liveIds()) {
            await cdp
              .send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: payload })
              .catch(() => undefined);
          }
          return page.evaluate(async () => {
            const shown = await (await navigator.serviceWorker.ready).getNotifications();
            return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
          });
        },
        { timeout: 20_000 },
      )
      .toEqual([
        {
          title: 'Bus call',
          body: 'Bus leaves 09:00',
          tag: expect.stringMatching(/^announcement:/),
          data: { url: `/dashboard/tours/${tourId}` },
        },
      ]);

    // Off: unregistered, so the next announcement reaches nobody.
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText(/^Off:/)).toBeVisible();
    const after = await api.call<{ reachable: number }>('POST', '/notifications', {
      tourId,
      title: 'Bus call',
      text: 'Bus leaves 09:30',
    });
    expect(after.reachable).toBe(0);

    // On again, then signing out forgets this device too.
    await toggle.click();
    await expect(toggle).toBeChecked();
    await new DashboardPage(page).logOut();
    const signedOut = await api.call<{ reachable: number }>('POST', '/notifications', {
      tourId,
      title: 'Bus call',
      text: 'Bus leaves 10:00',
    });
    expect(signedOut.reachable).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('e2e-push-subscription'))).toBeNull();
  } finally {
    await push.close();
  }
});
