/**
 * The demo guest list, made through the same service as the API: on today's show (or the next
 * one) the crew member has one request pending and one approved (a guest already in), and the
 * manager's own request was declined — every status on one screen.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { events } from '../db/schema/index';
import type { AuthUser } from '../http/context';
import { patchGuestList, submitGuestList } from '../modules/guest-lists/guest-lists.service';
import type { SeededDay } from './demo-files';

export async function seedDemoGuestLists(
  tx: Tx,
  manager: AuthUser,
  crew: AuthUser,
  days: readonly SeededDay[],
  now: Date,
) {
  const today = now.toISOString().slice(0, 10);
  const showDays = days.filter((day) => day.stop.kind === 'SHOW' && day.date >= today).map((day) => day.id);
  if (showDays.length === 0) return;
  const [show] = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(inArray(events.tourDayId, showDays), eq(events.type, 'SHOW'), isNull(events.deletedAt)))
    .orderBy(asc(events.startAt))
    .limit(1);
  if (!show) return;
  await submitGuestList(
    tx,
    crew,
    show.id,
    {
      firstName: 'Lena',
      lastName: 'Hart',
      quantity: 2,
      deliveryMethod: 'WILL_CALL',
      phone: '+49 170 5550123',
    },
    now,
  );
  const approved = await submitGuestList(
    tx,
    crew,
    show.id,
    {
      firstName: 'Jonas',
      lastName: 'Berg',
      quantity: 3,
      deliveryMethod: 'GUEST_LIST_AT_DOOR',
      notes: 'Family',
    },
    now,
  );
  await patchGuestList(tx, manager, approved.id, { status: 'APPROVED', checkIn: 1 }, now);
  const declined = await submitGuestList(
    tx,
    manager,
    show.id,
    { firstName: 'Press', lastName: 'Photographer', quantity: 1, deliveryMethod: 'E_TICKET' },
    now,
  );
  await patchGuestList(tx, manager, declined.id, { status: 'DECLINED' }, now);
}
