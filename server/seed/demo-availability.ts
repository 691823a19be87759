/**
 * Demo availability for "Roadie Crew Co.": Robin Hale (on the demo tour already) also joins the
 * Summer Festival Run, so the grid shows bookings on two tours; Priya Nair marks two days off and
 * the crew login one, through the same services as the API.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { tours, users } from '../db/schema/index';
import type { AuthUser } from '../http/context';
import { markUnavailable } from '../modules/availability/unavailable-dates.service';
import { joinDemoTour } from './demo-crew';

const ROBIN = 'robin.hale@crew.roadie.example';
const PRIYA = 'priya.nair@crew.roadie.example';

const daysFrom = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoAvailability(
  tx: Tx,
  manager: AuthUser,
  crew: AuthUser,
  workspaceId: string,
  now: Date,
) {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [ROBIN, PRIYA]));
  const robin = people.find((person) => person.email === ROBIN);
  const priya = people.find((person) => person.email === PRIYA);
  const [festival] = await tx
    .select({ id: tours.id })
    .from(tours)
    .where(and(eq(tours.workspaceId, workspaceId), eq(tours.name, 'Summer Festival Run')));
  if (robin && festival)
    await joinDemoTour(
      tx,
      manager,
      festival.id,
      { ...robin, role: 'TOUR_MEMBER', roleTitle: 'Stage Manager' },
      now,
    );
  if (priya) {
    const actor: AuthUser = { id: priya.id, email: priya.email, role: 'USER' };
    await markUnavailable(tx, actor, daysFrom(now, 10), now);
    await markUnavailable(tx, actor, daysFrom(now, 11), now);
  }
  await markUnavailable(tx, crew, daysFrom(now, 20), now);
}
