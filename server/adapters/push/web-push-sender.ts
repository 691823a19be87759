/**
 * Web push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payloads (RFC 8291), built by the
 * `web-push` package and sent with fetch: the package's own sender speaks https only, and the
 * request goes wherever the subscription's endpoint says (a test's local stand-in included).
 */
import { createHash } from 'node:crypto';
import webpush from 'web-push';
import {
  outcomeOf,
  type PushOptions,
  type PushOutcome,
  type PushSender,
  type PushTarget,
} from './push-sender';
import type { VapidKeys } from './vapid-keys';

const SEND_TIMEOUT_MS = 10_000;

/** A tag → a Topic header: at most 32 URL-safe characters, the same for the same tag. */
export const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

export function webPushSender(vapid: VapidKeys, fetchImpl: typeof fetch = fetch): PushSender {
  return {
    publicKey: vapid.publicKey,
    async send(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome> {
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: vapid,
            TTL: options.ttlSeconds,
            urgency: options.urgency,
            topic: options.topic,
            contentEncoding: 'aes128gcm',
          },
        );
      } catch (error) {
        // Keys the encryption refuses: this subscription can never be sent to.
        return { kind: 'rejected', error: error instanceof Error ? error.message : String(error) };
      }
      // fetch sets Content-Length from the body itself; every other header goes as built.
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      try {
        const response = await fetchImpl(details.endpoint, {
          method: 'POST',
          headers,
          body: details.body ? new Uint8Array(details.body) : undefined,
          // A push service answers; it never sends us elsewhere (and we never follow into our own network).
          redirect: 'error',
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        return outcomeOf(response.status, await response.text().catch(() => ''));
      } catch (error) {
        return { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
