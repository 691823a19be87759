import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import { type CrewMessageDelivery, MESSAGING_MESSAGES, skipReason, toE164 } from '#contract/messaging';
import { sendSummary } from '../../src/features/personnel/message-crew-summary';

describe('toE164 (a profile number as the provider wants it)', () => {
  it.each([
    ['+44 7700 900123', '+447700900123'],
    ['+1 (212) 555-0199', '+12125550199'],
    ['0049 170.123.4567', '+491701234567'],
    [' +49 170 1234567 ', '+491701234567'],
  ])('%s → %s', (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
    expect(skipReason(typed)).toBeNull();
  });

  it.each([
    ['030 1234567', 'no country code: not guessed'],
    ['+0 123 456 789', 'a country code never starts with 0'],
    ['+49 170', 'too short'],
    ['+49 170 1234 5678 9012', 'more than 15 digits'],
    ['+49 170 CALL ME', 'letters'],
  ])('%s is unusable (%s)', (typed) => {
    expect(toE164(typed)).toBeNull();
    expect(skipReason(typed)).toBe(MESSAGES.invalidPhone);
  });

  it('a missing or blank number is "No phone number"', () => {
    for (const missing of [null, undefined, '', '   '])
      expect(skipReason(missing)).toBe(MESSAGING_MESSAGES.noPhone);
  });
});

const delivery = (
  status: CrewMessageDelivery['status'],
  reason: string | null = null,
): CrewMessageDelivery => ({
  userId: crypto.randomUUID(),
  name: 'Ada Road',
  status,
  reason,
  messageId: status === 'skipped' ? null : crypto.randomUUID(),
});

describe('sendSummary (the toast after a send)', () => {
  it('counts who got it and who has no number', () => {
    const deliveries = [
      ...Array.from({ length: 5 }, () => delivery('sent')),
      delivery('skipped', MESSAGING_MESSAGES.noPhone),
      delivery('skipped', MESSAGING_MESSAGES.noPhone),
    ];
    expect(sendSummary(deliveries)).toEqual({
      title: 'Sent to 5 people · 2 have no phone number',
      tone: 'success',
    });
  });

  it('says so when some failed, and when no one got it', () => {
    expect(
      sendSummary([
        delivery('sent'),
        delivery('failed', 'Unreachable'),
        delivery('skipped', MESSAGES.invalidPhone),
      ]),
    ).toEqual({
      title: 'Sent to 1 person · 1 has an invalid phone number · 1 person could not be reached',
      tone: 'warning',
    });
    expect(sendSummary([delivery('skipped', MESSAGING_MESSAGES.noPhone)])).toEqual({
      title: 'Not sent to anyone · 1 has no phone number',
      tone: 'error',
    });
  });
});
