import type { MessageChannel } from '#contract/messaging';
import type { Database } from '../../db/client';

/** The text-messaging port. Adapters: stored (embedded default, dev mailbox) and Twilio (TWILIO_*). */
export interface TextMessage {
  /** E.164, e.g. '+4917012345678' (the adapter adds any channel prefix such as `whatsapp:`). */
  to: string;
  channel: MessageChannel;
  body: string;
}

export interface Messenger {
  /** The channels this adapter can send on; a request for another is refused before anything is recorded. */
  channels: readonly MessageChannel[];
  /** Hands the message to the provider; resolves with its id, rejects with a `MessagingError`. */
  send(message: TextMessage): Promise<{ providerId: string }>;
  /** The same messenger writing through `database` (a request's transaction), for one that stores messages. */
  within?(database: Database): Messenger;
}

/** The provider refused or could not be reached: `message` is what the manager is shown. */
export class MessagingError extends Error {
  override name = 'MessagingError';
}
