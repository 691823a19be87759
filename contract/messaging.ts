/**
 * Text messages (SMS or WhatsApp) from a tour's managers to its people, sent through the server's
 * messaging adapter. Numbers come from the recipients' profiles; the answer says, per person,
 * whether the message went out, was skipped (no usable number) or failed at the provider.
 */
import * as v from 'valibot';
import { requiredString, UuidSchema } from './common';
import { MESSAGES } from './messages';

export const MESSAGE_CHANNELS = ['sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = { sms: 'SMS', whatsapp: 'WhatsApp' };

/** Twilio's limit for one message body (longer SMS are split by the carrier, up to this). */
export const MESSAGE_TEXT_MAX = 1600;
/** One send reaches at most this many people (a tour's crew, not a mailing list). */
export const MESSAGE_RECIPIENTS_MAX = 500;

export const MESSAGING_MESSAGES = {
  noRecipients: 'Choose at least one person to message',
  tooManyRecipients: `At most ${MESSAGE_RECIPIENTS_MAX} people at once`,
  notPersonnel: 'Only people active on this tour can be messaged',
  chooseChannel: 'Choose SMS or WhatsApp',
  channelUnavailable: (channel: MessageChannel) =>
    `${MESSAGE_CHANNEL_LABELS[channel]} messages are not set up on this server`,
  noPhone: 'No phone number',
  invalidPhone: MESSAGES.invalidPhone,
} as const;

/**
 * A profile's phone number as the provider wants it (E.164: '+' and 8–15 digits, no leading 0),
 * or null when it cannot be one. Spaces, dots, dashes and brackets are dropped; a leading 00 is
 * the international prefix. A number without a country code is not guessed at: it is unusable.
 */
export function toE164(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  if (!/^(\+|00)?[0-9 ().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') ? digits : trimmed.startsWith('00') ? digits.slice(2) : null;
  if (international === null || !/^[1-9][0-9]{7,14}$/.test(international)) return null;
  return `+${international}`;
}

/** Why a person gets no message, or null when their number is usable. */
export function skipReason(phone: string | null | undefined): string | null {
  if (!phone?.trim()) return MESSAGING_MESSAGES.noPhone;
  return toE164(phone) ? null : MESSAGING_MESSAGES.invalidPhone;
}

export const SendCrewMessageSchema = v.object({
  tourId: UuidSchema,
  userIds: v.pipe(
    v.array(UuidSchema, MESSAGING_MESSAGES.noRecipients),
    v.minLength(1, MESSAGING_MESSAGES.noRecipients),
    v.maxLength(MESSAGE_RECIPIENTS_MAX, MESSAGING_MESSAGES.tooManyRecipients),
  ),
  channel: v.picklist(MESSAGE_CHANNELS, MESSAGING_MESSAGES.chooseChannel),
  text: requiredString(MESSAGE_TEXT_MAX, { multiline: true }),
});
export type SendCrewMessage = v.InferOutput<typeof SendCrewMessageSchema>;

export const DELIVERY_STATUSES = ['sent', 'skipped', 'failed'] as const;

/** What happened for one chosen person. `messageId` names the stored message (none when skipped). */
export const CrewMessageDeliverySchema = v.object({
  userId: v.string(),
  name: v.string(),
  status: v.picklist(DELIVERY_STATUSES),
  /** Skipped: why; failed: the provider's error. */
  reason: v.nullable(v.string()),
  messageId: v.nullable(v.string()),
});
export type CrewMessageDelivery = v.InferOutput<typeof CrewMessageDeliverySchema>;

export const SendCrewMessageResultSchema = v.object({
  channel: v.picklist(MESSAGE_CHANNELS),
  deliveries: v.array(CrewMessageDeliverySchema),
});
export type SendCrewMessageResult = v.InferOutput<typeof SendCrewMessageResultSchema>;

export const CrewMessagesQuerySchema = v.object({ tourId: UuidSchema });

export const MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const;

/** One stored message: `queued` until the provider answered (a crash in between leaves it so). */
export const CrewMessageSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  senderId: v.nullable(v.string()),
  recipientUserId: v.nullable(v.string()),
  recipientName: v.string(),
  phone: v.string(),
  channel: v.picklist(MESSAGE_CHANNELS),
  body: v.string(),
  status: v.picklist(MESSAGE_STATUSES),
  error: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type CrewMessage = v.InferOutput<typeof CrewMessageSchema>;
