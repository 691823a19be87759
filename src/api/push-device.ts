/**
 * This device's push subscription: the browser's side (permission, the service worker's
 * PushManager) and the server's (registered for the signed-in user). "On" means the browser has a
 * subscription made with the server's key; the server learns of it by registration. Loaded on
 * demand (profile screen, sign-out, a deferred refresh after start): never on the start path.
 */
import type { MobileDevice } from '#contract/notifications';
import { getVapidPublicKey, registerPushDevice, unregisterPushDevice } from './notifications.api';

export type DevicePushState = 'unsupported' | 'blocked' | 'off' | 'on';

/** A signing-out device does not wait long on a server that may be unreachable. */
const SIGN_OUT_TIMEOUT_MS = 3_000;

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** How long a screen waits for the service worker the app registers at boot. */
const WORKER_WAIT_MS = 3_000;

/**
 * The active service worker's registration: production builds register it at boot
 * (src/app/pwa/sw-update.ts), so a screen opened at once waits a moment for it. Development
 * registers none: push is unsupported there.
 */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!supported() || !import.meta.env.PROD) return undefined;
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/**
 * Resolves once the app's service worker is active (never where push is unsupported): a screen
 * whose first read gave up waiting (a busy phone's first visit) reads again then.
 */
export function whenWorkerReady(): Promise<void> {
  if (!supported() || !import.meta.env.PROD) return new Promise(() => {});
  return navigator.serviceWorker.ready.then(() => undefined);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

export async function readDevicePushState(): Promise<DevicePushState> {
  if (!(await registration())) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

function deviceOf(subscription: PushSubscription): MobileDevice {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** Asks for permission, subscribes with the server's key and registers; answers the state it ended in. */
export async function turnOnPush(): Promise<DevicePushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const key = keyBytes((await getVapidPublicKey()).publicKey);
  const existing = await worker.pushManager.getSubscription();
  // Made with another key (the server's keys changed): the push service would refuse our pushes.
  if (existing && !sameKey(existing.options.applicationServerKey, key)) await existing.unsubscribe();
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  try {
    await registerPushDevice(deviceOf(subscription));
  } catch (error) {
    // Not registered means not on: the browser must not keep a subscription nobody sends to.
    await subscription.unsubscribe();
    throw error;
  }
  return 'on';
}

/** Unregisters first (it needs the network), then drops the browser's subscription. */
export async function turnOffPush(): Promise<DevicePushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await unregisterPushDevice(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return readDevicePushState();
}

/**
 * Signing out: this device stops getting the user's notifications. Best effort and quick; the
 * server also stops sending to devices of an ended session by itself.
 */
export async function forgetPushOnSignOut(): Promise<void> {
  // No permission, no subscription (browsers drop it with the permission): nothing to forget.
  if (!supported() || Notification.permission !== 'granted') return;
  const forget = async () => {
    const subscription = await currentSubscription();
    if (!subscription) return;
    await unregisterPushDevice(subscription.endpoint, { timeoutMs: SIGN_OUT_TIMEOUT_MS }).catch(() => {});
    await subscription.unsubscribe();
  };
  // Unsubscribing talks to the push service: offline, it must not hold up the sign-out.
  const giveUp = new Promise<void>((resolve) => setTimeout(resolve, SIGN_OUT_TIMEOUT_MS * 2));
  await Promise.race([forget().catch(() => {}), giveUp]);
}

/**
 * Registers an existing subscription again: after a new sign-in its session is a new one, and a
 * browser may have renewed the subscription. Does nothing when notifications are off here.
 */
export async function refreshPushRegistration(): Promise<void> {
  if ((await readDevicePushState()) !== 'on') return;
  const subscription = await currentSubscription();
  if (subscription) await registerPushDevice(deviceOf(subscription));
}
