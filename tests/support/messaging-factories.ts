/**
 * Crew messaging through the API: a tour with people who have (or lack) phone numbers in their
 * profiles, and the dev mailbox's stored texts. Setup calls throw when they do not succeed.
 */
import type { BodyOf } from './api-client';
import type { TestApp } from './test-app';
import { joinTour, must, ownerWithTour } from './tour-factories';

export type SendBody = BodyOf<'POST /twilio/whats-app-message'>;
export type StoredText = { id: string; to: string; channel: string; body: string; createdAt: string };

export async function setPhone(t: TestApp, token: string, userId: string, phoneNumber: string | null) {
  must(
    await t.call('PATCH /users/personal-details/{id}', {
      params: { id: userId },
      body: { phoneNumber },
      token,
    }),
  );
}

/** An owner's tour with three members: Ada (a usable number), Bo (none), Cy (no country code). */
export async function crewWithPhones(t: TestApp) {
  const made = await ownerWithTour(t);
  const join = (name: string) => joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', name);
  const [ada, bo, cy] = [await join('Ada'), await join('Bo'), await join('Cy')];
  await setPhone(t, ada.token, ada.user.id, '+49 170 1234567');
  await setPhone(t, cy.token, cy.user.id, '030 1234567');
  return { ...made, ada, bo, cy };
}

/** The texts the stored messenger kept, newest first, as the dev mailbox lists them. */
export async function storedTexts(t: TestApp, to?: string): Promise<StoredText[]> {
  const query = new URLSearchParams({ format: 'json', ...(to ? { to } : {}) });
  const mailbox = await t.get<{ texts: StoredText[] }>(`/api/dev/mail?${query}`);
  if (mailbox.status !== 200) throw new Error(`dev mailbox answered ${mailbox.status}`);
  return mailbox.body.texts;
}
