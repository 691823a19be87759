/** The starting point of the push tests: one signed-in device holding a pulled two-day tour. */
import { eq } from 'drizzle-orm';
import { notes } from '../../server/db/schema/index';
import { dayOn, type deviceRegistry, syncUser } from './offline-harness';
import { createTour, tagDay } from './offline-rest';
import type { TestApp } from './test-app';

/** A signed-in device with a pulled tour; the first day is tagged, the second is not. */
export async function deviceWithTaggedTour(t: TestApp, devices: ReturnType<typeof deviceRegistry>) {
  const user = await syncUser(t);
  const tourId = await createTour(t, user);
  const device = await devices.open(user);
  const tagged = await dayOn(device.db, tourId, '2027-04-10');
  await tagDay(t, user, tagged.id);
  await device.engine.pull();
  const untagged = await dayOn(device.db, tourId, '2027-04-11');
  return { user, tourId, device, tagged, untagged };
}

/** The notes of a day as the server stores them. */
export function serverNotes(t: TestApp, dayId: string) {
  return t.db.select().from(notes).where(eq(notes.tourDayId, dayId));
}
