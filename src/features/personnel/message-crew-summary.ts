import { type CrewMessageDelivery, MESSAGING_MESSAGES } from '#contract/messaging';

const people = (count: number) => (count === 1 ? '1 person' : `${count} people`);
const have = (count: number, what: string) => `${count} ${count === 1 ? 'has' : 'have'} ${what}`;

export type SendTone = 'success' | 'warning' | 'error';

/**
 * The toast after a send: "Sent to 5 people · 2 have no phone number". Success when everyone with
 * a number got it; a warning when some failed; an error when no one got it.
 */
export function sendSummary(deliveries: readonly CrewMessageDelivery[]): { title: string; tone: SendTone } {
  const count = (test: (delivery: CrewMessageDelivery) => boolean) => deliveries.filter(test).length;
  const sent = count((d) => d.status === 'sent');
  const failed = count((d) => d.status === 'failed');
  const noPhone = count((d) => d.status === 'skipped' && d.reason === MESSAGING_MESSAGES.noPhone);
  const badPhone = count((d) => d.status === 'skipped' && d.reason !== MESSAGING_MESSAGES.noPhone);
  const parts = [
    sent > 0 ? `Sent to ${people(sent)}` : 'Not sent to anyone',
    noPhone > 0 ? have(noPhone, 'no phone number') : '',
    badPhone > 0 ? have(badPhone, 'an invalid phone number') : '',
    failed > 0 ? `${people(failed)} could not be reached` : '',
  ];
  const tone: SendTone = sent === 0 ? 'error' : failed > 0 ? 'warning' : 'success';
  return { title: parts.filter(Boolean).join(' · '), tone };
}
