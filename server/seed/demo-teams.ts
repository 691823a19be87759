/**
 * The demo workspace's crew company "Roadie Crew Co.", through the same services as the API: the
 * demo manager owns it, the crew login and two of the tour crew accepted their invitations, and
 * each has a wage on every tour of the workspace (amounts as typed, kept in minor units). The crew
 * login holds one issued deal memo (their first tour), and a summary report of the first tour is
 * queued: the report runner generates it when the server starts. The team has one estimate of that
 * tour, prefilled from the wages.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { parseMoney } from '#contract/money';
import type { Tx } from '../db/client';
import { tours, users } from '../db/schema/index';
import type { AuthUser } from '../http/context';
import { issueDealMemo } from '../modules/deal-memos/deal-memos.service';
import { createEstimate } from '../modules/estimates/estimates.service';
import { createSummaryReport } from '../modules/summary-reports/summary-reports.service';
import { acceptTeamInvitation } from '../modules/teams/team-invitations.service';
import { inviteMember } from '../modules/teams/team-members.service';
import { createTeam } from '../modules/teams/teams.service';
import { addWage } from '../modules/teams/wages.service';

const MEMBERS = [
  {
    email: 'robin.hale@crew.roadie.example',
    position: 'Stage Manager',
    role: 'ADMIN',
    pay: ['450.00', '56.25', '65.00'],
  },
  {
    email: 'priya.nair@crew.roadie.example',
    position: 'Backline Tech',
    role: 'MEMBER',
    pay: ['320.00', '40.00', '55.50'],
  },
] as const;

const minor = (text: string) => {
  const parsed = parseMoney(text);
  if (!parsed.ok) throw new Error(`demo amount ${text}: ${parsed.message}`);
  return parsed.minor;
};

export async function seedDemoTeams(tx: Tx, manager: AuthUser, crew: AuthUser, now: Date) {
  const team = await createTeam(
    tx,
    manager,
    {
      name: 'Roadie Crew Co.',
      notes: 'The touring crew we hire for every leg.',
      locationName: 'Crew HQ',
      street: '21 Riverside Way',
      city: 'Manchester',
      state: 'Greater Manchester',
      postalCode: 'M3 4LZ',
      country: 'GB',
      currency: 'GBP',
    },
    now,
  );
  const others = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        MEMBERS.map((member) => member.email),
      ),
    );
  const people = [
    { actor: crew, position: 'FOH Engineer', role: 'MEMBER' as const, pay: ['380.00', '47.50', '60.00'] },
    ...MEMBERS.flatMap(({ email, position, role, pay }) => {
      const user = others.find((row) => row.email === email);
      return user ? [{ actor: { id: user.id, email, role: 'USER' as const }, position, role, pay }] : [];
    }),
  ];
  const workspaceTours = await tx
    .select({ id: tours.id })
    .from(tours)
    .where(eq(tours.workspaceId, team.workspaceId))
    .orderBy(asc(tours.startDate));
  let firstWage: { memberId: string; wageId: string } | null = null;
  for (const person of people) {
    const { member } = await inviteMember(
      tx,
      manager,
      team.id,
      { email: person.actor.email, position: person.position, role: person.role },
      now,
    );
    await acceptTeamInvitation(tx, person.actor, member.id, now);
    const [dailyWage = '0', hourRate = '0', perDiem = '0'] = person.pay;
    for (const tour of workspaceTours) {
      const wage = await addWage(
        tx,
        manager,
        team.id,
        member.id,
        { tourId: tour.id, dailyWage: minor(dailyWage), hourRate: minor(hourRate), perDiem: minor(perDiem) },
        now,
      );
      firstWage ??= { memberId: member.id, wageId: wage.id };
    }
  }
  const [firstTour] = workspaceTours;
  if (firstWage) {
    await issueDealMemo(
      tx,
      manager,
      { id: team.id, memberId: firstWage.memberId },
      { wageId: firstWage.wageId },
      now,
    );
  }
  if (firstTour) await createSummaryReport(tx, manager, team.id, { tourId: firstTour.id }, now);
  // One estimate of the first tour, prefilled from the wages above.
  if (firstTour) await createEstimate(tx, manager, team.id, { tourId: firstTour.id, name: null }, now);
}
