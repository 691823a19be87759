/**
 * Hands recorded messages to the messaging adapter, after the transaction that recorded them has
 * committed (so no one is texted about a rolled-back request), and stores each outcome on its row.
 * A provider's refusal is kept with its error and answered back; it never fails the request.
 */
import { eq } from 'drizzle-orm';
import type { CrewMessageDelivery, MessageChannel } from '#contract/messaging';
import { MessagingError } from '../../adapters/messaging/messenger';
import { outgoingMessages } from '../../db/schema/index';
import type { AppDeps } from '../../http/context';
import type { RecordedDelivery } from './messaging.service';

/** Messages in flight at once: a crew of 50 takes seconds, not a minute, without flooding the provider. */
const PARALLEL_SENDS = 5;

async function deliverOne(
  deps: AppDeps,
  delivery: RecordedDelivery,
  channel: MessageChannel,
  body: string,
): Promise<CrewMessageDelivery> {
  const { userId, name, messageId, phone } = delivery;
  if (!messageId || !phone)
    return { userId, name, status: 'skipped', reason: delivery.reason, messageId: null };
  let outcome: { sent: true; providerId: string } | { sent: false; error: string };
  try {
    outcome = { sent: true, ...(await deps.messenger.send({ to: phone, channel, body })) };
  } catch (error) {
    // Only the adapter's own errors carry a message meant for people; anything else is logged.
    if (!(error instanceof MessagingError))
      deps.logger.error('text message delivery failed', { messageId, error: String(error) });
    const reason = error instanceof MessagingError ? error.message : 'The message could not be sent';
    outcome = { sent: false, error: reason };
  }
  await deps.database.db
    .update(outgoingMessages)
    .set(
      outcome.sent
        ? { status: 'sent', providerId: outcome.providerId, updatedAt: deps.now() }
        : { status: 'failed', error: outcome.error, updatedAt: deps.now() },
    )
    .where(eq(outgoingMessages.id, messageId));
  return outcome.sent
    ? { userId, name, status: 'sent', reason: null, messageId }
    : { userId, name, status: 'failed', reason: outcome.error, messageId };
}

/** Every delivery, in the order given, a few at a time. */
export async function deliverCrewMessages(
  deps: AppDeps,
  deliveries: readonly RecordedDelivery[],
  channel: MessageChannel,
  body: string,
): Promise<CrewMessageDelivery[]> {
  const results: CrewMessageDelivery[] = [];
  for (let start = 0; start < deliveries.length; start += PARALLEL_SENDS) {
    const batch = deliveries.slice(start, start + PARALLEL_SENDS);
    results.push(...(await Promise.all(batch.map((delivery) => deliverOne(deps, delivery, channel, body)))));
  }
  return results;
}
