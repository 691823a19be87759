/**
 * Local effects of guest list writes (see local-effects.ts). A check-in is a step added to what the
 * mirror holds, kept within 0..quantity like the server does, so the door count never goes wrong.
 */
import type { MutationArgs } from '#contract/sync-mutations';
import type { RoadieDb } from './db';

type EffectResult = Promise<string | null>;

export async function guestListSubmit(
  db: RoadieDb,
  args: MutationArgs<'guestList.submit'>,
  ctx: { userId: string; at: string },
): EffectResult {
  const event = await db.events.get(args.eventId);
  if (!event) return null;
  const existing = await db.guestLists.get(args.submission.id);
  const { id, ...fields } = args.submission;
  await db.guestLists.put({
    id,
    tourId: event.tourId,
    eventId: event.id,
    requesterUserId: existing?.requesterUserId ?? ctx.userId,
    firstName: fields.firstName,
    lastName: fields.lastName,
    quantity: fields.quantity,
    phone: fields.phone ?? null,
    email: fields.email ?? null,
    notes: fields.notes ?? null,
    deliveryMethod: fields.deliveryMethod,
    status: existing?.status ?? 'PENDING',
    checkedIn: existing?.checkedIn ?? 0,
    createdAt: existing?.createdAt ?? ctx.at,
  });
  return event.tourId;
}

export async function guestListUpdate(db: RoadieDb, args: MutationArgs<'guestList.update'>): EffectResult {
  const row = await db.guestLists.get(args.id);
  if (!row) return null;
  const next = { ...row };
  for (const [key, value] of Object.entries(args.changes)) {
    if (value !== undefined) Object.assign(next, { [key]: value });
  }
  await db.guestLists.put(next);
  return row.tourId;
}

export async function guestListSetStatus(
  db: RoadieDb,
  args: MutationArgs<'guestList.setStatus'>,
): EffectResult {
  const row = await db.guestLists.get(args.id);
  if (!row) return null;
  await db.guestLists.put({ ...row, status: args.status });
  return row.tourId;
}

export async function guestListCheckIn(db: RoadieDb, args: MutationArgs<'guestList.checkIn'>): EffectResult {
  const row = await db.guestLists.get(args.id);
  if (!row) return null;
  const checkedIn = Math.min(Math.max(row.checkedIn + args.count, 0), row.quantity);
  await db.guestLists.put({ ...row, checkedIn });
  return row.tourId;
}
