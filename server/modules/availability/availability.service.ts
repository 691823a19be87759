/**
 * A team's availability grid: every active member × every date of the range. A booking outranks
 * a marked day in `status` (the marked flag stays, so the member can still unmark it). Everyone
 * who sees the team sees the grid; tour names appear only for tours the caller may see.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { AvailabilityDay, DateRangeQuery, TeamAvailability } from '#contract/availability';
import { datesBetween } from '#contract/dates';
import type { Queryable } from '../../db/client';
import { users, workspaceTeamMembers } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { requireTeam } from '../teams/team-access';
import { type Booking, bookingsOf, markedDatesOf, personName, visibleOf } from './bookings';

const ROLE_ORDER = { OWNER: 0, ADMIN: 1, MEMBER: 2 } as const;

export async function teamAvailability(
  db: Queryable,
  actor: AuthUser,
  teamId: string,
  range: DateRangeQuery,
): Promise<TeamAvailability> {
  await requireTeam(db, actor, teamId);
  const members = await db
    .select({
      memberId: workspaceTeamMembers.id,
      userId: workspaceTeamMembers.userId,
      role: workspaceTeamMembers.role,
      position: workspaceTeamMembers.position,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(workspaceTeamMembers)
    .innerJoin(users, eq(users.id, workspaceTeamMembers.userId))
    .where(
      and(
        eq(workspaceTeamMembers.teamId, teamId),
        eq(workspaceTeamMembers.status, 'ACTIVE'),
        isNotNull(workspaceTeamMembers.userId),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(workspaceTeamMembers.id));
  members.sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
  const userIds = members.map((member) => member.userId ?? '');
  const bookings = await bookingsOf(db, userIds, range);
  const marks = await markedDatesOf(db, userIds, range);
  const visible = await visibleOf(db, actor.id, [...new Set(bookings.map((booking) => booking.tourId))]);
  const byUserDate = new Map<string, Booking[]>();
  for (const booking of bookings) {
    const key = `${booking.userId}|${booking.date}`;
    byUserDate.set(key, [...(byUserDate.get(key) ?? []), booking]);
  }
  const dates = datesBetween(range.from, range.to);
  return {
    teamId,
    from: range.from,
    to: range.to,
    dates,
    members: members.map((member) => {
      const userId = member.userId ?? '';
      const marked = marks.get(userId) ?? new Set<string>();
      return {
        memberId: member.memberId,
        userId,
        name: personName(member),
        position: member.position,
        isMe: userId === actor.id,
        days: dates.map((date): AvailabilityDay => {
          const onDate = byUserDate.get(`${userId}|${date}`) ?? [];
          const shown = onDate.filter((booking) => visible.has(booking.tourId));
          const isMarked = marked.has(date);
          return {
            date,
            status: onDate.length > 0 ? 'booked' : isMarked ? 'unavailable' : 'free',
            tours: shown.map((booking) => ({ id: booking.tourId, name: booking.tourName })),
            otherTours: shown.length < onDate.length,
            marked: isMarked,
          };
        }),
      };
    }),
  };
}
