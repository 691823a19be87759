/**
 * The push port: one encrypted message to one browser subscription. What the push service said is
 * sorted into what the caller does next: forget the subscription, try again later, or give up on
 * this message.
 */
export interface PushTarget {
  /** The push service's URL for this subscription (it names the service: FCM, Mozilla, Apple…). */
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** How long the push service may hold the message for an offline device. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  /** A later message with the same topic replaces one the service still holds (≤ 32 base64url chars). */
  topic?: string;
}

export type PushOutcome =
  | { kind: 'sent' }
  /** 404/410: the subscription is gone for good (unsubscribed, expired): delete it. */
  | { kind: 'gone'; status: number }
  /** 429, 5xx, network trouble: the same message may get through later. */
  | { kind: 'retry'; error: string }
  /** Any other refusal (bad request, too large, our key refused): sending it again won't help. */
  | { kind: 'rejected'; error: string };

export interface PushSender {
  /** The VAPID public key browsers subscribe with (`applicationServerKey`). */
  readonly publicKey: string;
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome>;
}

/** What a push service's answer means for the message and the subscription. */
export function outcomeOf(status: number, text: string): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  const error = `${status} ${text.slice(0, 200)}`.trim();
  if (status === 429 || status >= 500) return { kind: 'retry', error };
  return { kind: 'rejected', error };
}
