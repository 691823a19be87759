/**
 * Web push: a device registers the subscription its browser gave it; managers send announcements.
 * What a notification says is made on the server (schedule changes, chat messages, announcements).
 */
import * as v from 'valibot';
import { noControlCharacters, requiredString, UuidSchema } from './common';

export const NOTIFICATION_KINDS = ['message', 'schedule', 'announcement'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_MESSAGES = {
  endpoint: 'Use the push service address this browser gave',
  keys: 'The subscription’s keys are missing or malformed',
  notPersonnel: 'Only people active on this tour can be notified',
  noRecipients: 'Nobody on this tour can be notified',
} as const;

/** Decoded byte length of base64url text, or -1 when it is not base64url (atob: browser and Node alike). */
function base64UrlBytes(text: string): number {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(text)) return -1;
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')).length;
  } catch {
    return -1;
  }
}

const keyOfLength = (bytes: number) =>
  v.pipe(
    v.string(NOTIFICATION_MESSAGES.keys),
    v.maxLength(200, NOTIFICATION_MESSAGES.keys),
    v.check((text) => base64UrlBytes(text) === bytes, NOTIFICATION_MESSAGES.keys),
  );

const EndpointSchema = v.pipe(
  v.string(NOTIFICATION_MESSAGES.endpoint),
  // The URL parser would quietly drop tabs and line breaks: a URL a browser made has none.
  noControlCharacters(),
  v.maxLength(2048, NOTIFICATION_MESSAGES.endpoint),
  v.url(NOTIFICATION_MESSAGES.endpoint),
  v.check((url) => /^https?:\/\//.test(url), NOTIFICATION_MESSAGES.endpoint),
);

/**
 * What `PushSubscription.toJSON()` gives: the push service's URL and the keys payloads are
 * encrypted for (p256dh: an uncompressed P-256 point, 65 bytes; auth: 16 bytes).
 */
export const MobileDeviceSchema = v.object({
  endpoint: EndpointSchema,
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.object({ p256dh: keyOfLength(65), auth: keyOfLength(16) }, NOTIFICATION_MESSAGES.keys),
});
export type MobileDevice = v.InferOutput<typeof MobileDeviceSchema>;

export const MobileDeviceEndpointSchema = v.object({ endpoint: EndpointSchema });

export const RegisteredDeviceSchema = v.object({ id: v.string(), createdAt: v.string() });

export const VapidPublicKeySchema = v.object({ publicKey: v.string() });

/** An announcement to the tour's active personnel, or to the people chosen. */
export const AnnouncementSchema = v.object({
  tourId: UuidSchema,
  title: requiredString(100),
  text: requiredString(1000, { multiline: true }),
  userIds: v.optional(
    v.pipe(
      v.array(UuidSchema, NOTIFICATION_MESSAGES.notPersonnel),
      v.minLength(1, 'Choose at least one person'),
      v.maxLength(500, 'At most 500 people at once'),
    ),
  ),
});
export type Announcement = v.InferOutput<typeof AnnouncementSchema>;

/** Who it was addressed to, and how many of them have notifications on (the others see nothing). */
export const AnnouncementResultSchema = v.object({ recipients: v.number(), reachable: v.number() });

/** What the service worker receives (encrypted) and shows. */
export const PushPayloadSchema = v.object({
  title: v.string(),
  body: v.string(),
  tag: v.string(),
  url: v.string(),
  kind: v.picklist(NOTIFICATION_KINDS),
});
export type PushPayload = v.InferOutput<typeof PushPayloadSchema>;
