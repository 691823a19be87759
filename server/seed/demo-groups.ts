/**
 * The demo tour's groups, made through the same services as the API: "Audio" (the crew member and
 * the manager), "Backline" and "Production" (the manager), and an assigned-only line check on
 * today's show (or the next one) for "Audio" — so crew@roadie.example sees an event through a group.
 */
import { zonedTimeToIso } from '#contract/dates';
import type { Tx } from '../db/client';
import type { AuthUser } from '../http/context';
import { createEvent } from '../modules/events/events.service';
import { addGroupMembers } from '../modules/groups/group-members.service';
import { createGroup } from '../modules/groups/groups.service';
import type { SeededDay } from './demo-files';

export async function seedDemoGroups(
  tx: Tx,
  manager: AuthUser,
  tourId: string,
  crewUserId: string,
  days: readonly SeededDay[],
  now: Date,
) {
  const group = async (name: string, userIds: string[]) => {
    const made = await createGroup(tx, manager, tourId, { name }, now);
    return addGroupMembers(tx, manager, made.id, userIds, now);
  };
  const audio = await group('Audio', [crewUserId, manager.id]);
  await group('Backline', [manager.id]);
  await group('Production', [manager.id]);

  const today = now.toISOString().slice(0, 10);
  const show = days.find((day) => day.stop.kind === 'SHOW' && day.date >= today);
  if (!show) return;
  await createEvent(
    tx,
    manager,
    show.id,
    {
      type: 'SCHEDULE_ITEM',
      title: 'Audio line check',
      startAt: zonedTimeToIso(show.date, '15:30', show.stop.timeZone),
      endAt: zonedTimeToIso(show.date, '16:00', show.stop.timeZone),
      visibility: 'ASSIGNED_ONLY',
      location: show.stop.venue ?? null,
      description: 'Audio team only: RF scan and line check before soundcheck.',
      personnelUserIds: [],
      personnelGroupIds: [audio.id],
    },
    now,
  );
}
