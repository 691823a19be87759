/// <reference lib="webworker" />
/**
 * Web push in the service worker: show what the server sent (server/modules/notifications), and
 * open the screen it is about when tapped. Every push must show a notification (subscriptions are
 * `userVisibleOnly`), so one that cannot be read still shows a plain "Roadie" one.
 */
import type { PushPayload } from '#contract/notifications';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/maskable-192.png';
const FALLBACK: Pick<PushPayload, 'title' | 'body' | 'tag' | 'url'> = {
  title: 'Roadie',
  body: 'Something changed on your tour.',
  tag: 'roadie',
  url: '/dashboard',
};

function payloadOf(data: PushMessageData | null): Pick<PushPayload, 'title' | 'body' | 'tag' | 'url'> {
  let parsed: unknown;
  try {
    parsed = data?.json();
  } catch {
    return FALLBACK;
  }
  if (typeof parsed !== 'object' || parsed === null) return FALLBACK;
  const field = (name: string, fallback: string) => {
    const value: unknown = Reflect.get(parsed, name);
    return typeof value === 'string' && value ? value : fallback;
  };
  return {
    title: field('title', FALLBACK.title),
    body: field('body', FALLBACK.body),
    tag: field('tag', FALLBACK.tag),
    url: field('url', FALLBACK.url),
  };
}

/** Only paths of this app: a push cannot send the user anywhere else. */
function appUrl(url: unknown): string {
  const path = typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : FALLBACK.url;
  return new URL(path, self.location.origin).href;
}

export function listenForPushes(): void {
  self.addEventListener('push', (event) => {
    const payload = payloadOf(event.data);
    // `renotify`: a newer batch of the same day or room replaces the old one AND alerts again.
    const options: NotificationOptions & { renotify: boolean } = {
      body: payload.body,
      tag: payload.tag,
      renotify: true,
      icon: ICON,
      badge: BADGE,
      data: { url: payload.url },
    };
    event.waitUntil(self.registration.showNotification(payload.title, options));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data: unknown = event.notification.data;
    const url = appUrl(typeof data === 'object' && data !== null ? Reflect.get(data, 'url') : undefined);
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        // An open window of the app is reused (it keeps the session and the mirror open).
        const open = windows.find((client) => client.url.startsWith(self.location.origin));
        if (open) {
          const focused = await open.focus();
          // navigate() works on windows this worker controls; an uncontrolled one gets a new window.
          if (await focused.navigate(url).catch(() => null)) return;
        }
        await self.clients.openWindow(url);
      })(),
    );
  });
}
