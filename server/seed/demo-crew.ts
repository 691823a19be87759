/**
 * The demo tour's wider crew, through the same invite-and-accept services the API uses: most have
 * accepted, one invitation is still open and one was declined; plus a second small tour that has
 * invited the demo crew login, so its dashboard shows an invitation to answer.
 */

import { and, eq } from 'drizzle-orm';
import type { ProjectRole } from '#contract/roles';
import type { Tx } from '../db/client';
import { tourPersonnel, userProfiles, users } from '../db/schema/index';
import type { AuthUser } from '../http/context';
import { createArtist } from '../modules/artists/artists.service';
import { acceptTourInvitation, declineTourInvitation } from '../modules/invitations/invitations.service';
import { invitePeople } from '../modules/tour-personnel/personnel-invite.service';
import { createTour } from '../modules/tours/tours.service';

type Answer = 'ACCEPT' | 'DECLINE' | 'NONE';
type CrewMember = [firstName: string, lastName: string, roleTitle: string, phone: string, answer?: Answer];

const CREW: CrewMember[] = [
  ['Robin', 'Hale', 'Stage Manager', '+44 7700 900101'],
  ['Jules', 'Moreau', 'MON', '+33 6 12 34 56 78'],
  ['Priya', 'Nair', 'Backline Tech', '+44 7700 900102'],
  ['Tomasz', 'Kowalski', 'Backline Tech', '+48 601 234 567'],
  ['Lena', 'Vogel', 'Production Coordinator', '+49 151 2345 6789'],
  ['Marcus', 'Reid', 'Tour Coordinator', '+1 415 555 0134'],
  ['Ana', 'Silva', 'Hospitality Coordinator', '+351 912 345 678'],
  ['Kwame', 'Mensah', 'Video Director', '+44 7700 900103'],
  ['Sofie', 'Lund', 'Show Caller', '+45 20 12 34 56', 'NONE'],
  ['Diego', 'Ramos', 'Personal Security', '+34 612 345 678', 'DECLINE'],
];

/** Logins that only exist as tour mates: they have no password, so nobody signs in as them. */
async function crewAccounts(tx: Tx, now: Date) {
  const rows = await tx
    .insert(users)
    .values(
      CREW.map(([firstName, lastName]) => ({
        email: `${firstName}.${lastName}@crew.roadie.example`.toLowerCase(),
        firstName,
        lastName,
        emailConfirmedAt: now,
        onboardingCompleted: true,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: users.id, email: users.email });
  await tx.insert(userProfiles).values(
    rows.map((row, index) => ({
      userId: row.id,
      phoneNumber: CREW[index]?.[3] ?? null,
      createdAt: now,
      updatedAt: now,
    })),
  );
  return rows;
}

async function answerAs(
  tx: Tx,
  person: { id: string; email: string },
  tourId: string,
  answer: Answer,
  now: Date,
) {
  if (answer === 'NONE') return;
  const actor: AuthUser = { id: person.id, email: person.email, role: 'USER' };
  const [row] = await tx
    .select({ id: tourPersonnel.id })
    .from(tourPersonnel)
    .where(and(eq(tourPersonnel.tourId, tourId), eq(tourPersonnel.email, person.email)));
  if (!row) throw new Error(`${person.email} was not invited to the demo tour`);
  if (answer === 'ACCEPT') await acceptTourInvitation(tx, actor, row.id, now);
  else await declineTourInvitation(tx, actor, row.id, now);
}

/** Puts one person on a tour as if they had accepted the invitation at once. */
export async function joinDemoTour(
  tx: Tx,
  manager: AuthUser,
  tourId: string,
  person: { id: string; email: string; role: ProjectRole; roleTitle: string | null },
  now: Date,
) {
  await invitePeople(tx, manager, tourId, [person], now);
  await answerAs(tx, person, tourId, 'ACCEPT', now);
}

/** Invites the demo crew (most accept) and answers the ids of those who joined: they travel with the tour. */
export async function seedDemoCrew(
  tx: Tx,
  manager: AuthUser,
  tourId: string,
  crewLogin: string,
  now: Date,
): Promise<string[]> {
  const accounts = await crewAccounts(tx, now);
  const people = accounts.map((account, index) => ({
    email: account.email,
    role: 'TOUR_MEMBER' as const,
    roleTitle: CREW[index]?.[2] ?? null,
  }));
  await invitePeople(tx, manager, tourId, people, now);
  for (const [index, account] of accounts.entries())
    await answerAs(tx, account, tourId, CREW[index]?.[4] ?? 'ACCEPT', now);

  const artist = await createArtist(tx, manager, { name: 'Velvet Static' }, now);
  const start = new Date(now.getTime() + 40 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(now.getTime() + 42 * 86_400_000).toISOString().slice(0, 10);
  const festival = await createTour(
    tx,
    manager,
    { artistId: artist.id, name: 'Summer Festival Run', startDate: start, endDate: end },
    now,
  );
  await invitePeople(
    tx,
    manager,
    festival.id,
    [{ email: crewLogin, role: 'TOUR_MEMBER', roleTitle: 'MON' }],
    now,
  );
  return accounts
    .filter((_, index) => (CREW[index]?.[4] ?? 'ACCEPT') === 'ACCEPT')
    .map((account) => account.id);
}
