/**
 * Pure rules of crew messaging: who gets a message, under which name, and what a request may ask
 * of this server's messaging adapter.
 */
import { MESSAGING_MESSAGES, type MessageChannel, skipReason, toE164 } from '#contract/messaging';
import { validationFailed } from '../../http/errors';

export interface Recipient {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
}

/** One chosen person: where the message goes, or why it does not. */
export interface PlannedDelivery {
  userId: string;
  name: string;
  /** E.164, or null when skipped. */
  phone: string | null;
  reason: string | null;
}

/** 'Alex Rivera', or the e-mail of someone who never gave a name (as the personnel list shows them). */
export function recipientName(person: Pick<Recipient, 'email' | 'firstName' | 'lastName'>): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
}

/** In the order chosen; people without a usable number are skipped with the reason, not refused. */
export function planDeliveries(userIds: readonly string[], people: readonly Recipient[]): PlannedDelivery[] {
  const byId = new Map(people.map((person) => [person.userId, person]));
  return userIds.flatMap((userId) => {
    const person = byId.get(userId);
    if (!person) return [];
    return [
      { userId, name: recipientName(person), phone: toE164(person.phone), reason: skipReason(person.phone) },
    ];
  });
}

/** A channel the adapter has no sender for is refused before anything is recorded. */
export function assertChannelAvailable(channel: MessageChannel, available: readonly MessageChannel[]) {
  if (!available.includes(channel))
    throw validationFailed(
      { channel: MESSAGING_MESSAGES.channelUnavailable(channel) },
      MESSAGING_MESSAGES.channelUnavailable(channel),
    );
}
