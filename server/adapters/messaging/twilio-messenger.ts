import type { MessageChannel } from '#contract/messaging';
import { MessagingError, type Messenger } from './messenger';

/** TWILIO_* settings. Holds the auth token: never logged. */
export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** Sender of SMS (a Twilio number or messaging service), if SMS is set up. */
  smsFrom: string | undefined;
  /** Sender of WhatsApp messages, with its `whatsapp:` prefix, if WhatsApp is set up. */
  whatsappFrom: string | undefined;
  /** https://api.twilio.com unless a test points it at a local stand-in. */
  apiBase: string;
}

/** A request waits for the provider, so a silent one must not hold it (and its transaction) for long. */
const TWILIO_TIMEOUT_MS = 10_000;

const withPrefix = (channel: MessageChannel, number: string) =>
  channel === 'whatsapp' ? `whatsapp:${number}` : number;

/** Twilio's error answer is `{code, message, more_info, status}`; its message is worth showing. */
async function refusal(response: Response): Promise<MessagingError> {
  const body: unknown = await response.json().catch(() => null);
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : null;
  const code = body && typeof body === 'object' && 'code' in body ? ` (error ${String(body.code)})` : '';
  return new MessagingError(
    message ? `${message}${code}` : `The messaging provider refused the message (HTTP ${response.status})`,
  );
}

/** Real provider: Twilio's Programmable Messaging REST API, called with `fetch` (no SDK). */
export function twilioMessenger(settings: TwilioSettings): Messenger {
  const url = `${settings.apiBase.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const senders: Record<MessageChannel, string | undefined> = {
    sms: settings.smsFrom,
    whatsapp: settings.whatsappFrom,
  };
  return {
    channels: (['sms', 'whatsapp'] as const).filter((channel) => senders[channel]),
    async send(message) {
      const from = senders[message.channel];
      if (!from) throw new MessagingError(`No sender is set up for ${message.channel}`);
      const form = new URLSearchParams({
        To: withPrefix(message.channel, message.to),
        From: from,
        Body: message.body,
      });
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form,
          signal: AbortSignal.timeout(TWILIO_TIMEOUT_MS),
        });
      } catch {
        // The fetch error may name the URL, never the Authorization header; still, say it plainly.
        throw new MessagingError('The messaging provider could not be reached');
      }
      if (!response.ok) throw await refusal(response);
      const body: unknown = await response.json().catch(() => null);
      const sid =
        body && typeof body === 'object' && 'sid' in body && typeof body.sid === 'string' ? body.sid : null;
      if (!sid) throw new MessagingError('The messaging provider answered without a message id');
      return { providerId: sid };
    },
  };
}
