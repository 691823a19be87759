/**
 * Guest list requests of a show. Anyone on the tour who can see the show asks; the requester edits
 * their own request while it is PENDING; managers see every request, decide and check guests in.
 * Members never learn of other people's requests (404). REST and sync mutators both call these.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  GUEST_LIST_MESSAGES,
  type GuestListSubmission,
  type PatchGuestList,
  type SubmitGuestList,
} from '#contract/guest-lists';
import { isManagerRole } from '#contract/roles';
import type { Queryable } from '../../db/client';
import { guestListSubmissions } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { conflict, forbidden, notFound, validationFailed } from '../../http/errors';
import { nextTourVersion } from '../../sync/versioning';
import { findEvent } from '../events/events.service';

type Row = typeof guestListSubmissions.$inferSelect;

export const toSubmission = (row: Row): GuestListSubmission => ({
  id: row.id,
  tourId: row.tourId,
  eventId: row.eventId,
  requesterUserId: row.requesterUserId,
  firstName: row.firstName,
  lastName: row.lastName,
  quantity: row.quantity,
  phone: row.phone,
  email: row.email,
  notes: row.notes,
  deliveryMethod: row.deliveryMethod,
  status: row.status,
  checkedIn: row.checkedIn,
  createdAt: row.createdAt.toISOString(),
});

/** The live show the actor can see; any other kind of event is 'Show is required'. */
async function requireShow(db: Queryable, actor: AuthUser, eventId: string) {
  const { row, role } = await findEvent(db, actor, eventId);
  if (row.deletedAt) throw notFound();
  if (row.type !== 'SHOW') throw validationFailed({ eventId: GUEST_LIST_MESSAGES.showRequired });
  return { event: row, manager: isManagerRole(role) };
}

export async function submitGuestList(
  db: Queryable,
  actor: AuthUser,
  eventId: string,
  input: SubmitGuestList,
  now: Date,
): Promise<GuestListSubmission> {
  const { event } = await requireShow(db, actor, eventId);
  const version = await nextTourVersion(db, event.tourId, now);
  const [row] = await db
    .insert(guestListSubmissions)
    .values({
      id: input.id,
      tourId: event.tourId,
      eventId,
      requesterUserId: actor.id,
      firstName: input.firstName,
      lastName: input.lastName,
      quantity: input.quantity,
      phone: input.phone ?? null,
      email: input.email ?? null,
      notes: input.notes ?? null,
      deliveryMethod: input.deliveryMethod,
      version,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('guest list insert returned nothing');
  return toSubmission(row);
}

/** Managers: every request of the show; everyone else: their own. */
export async function listGuestList(db: Queryable, actor: AuthUser, eventId: string) {
  const { manager } = await requireShow(db, actor, eventId);
  const rows = await db
    .select()
    .from(guestListSubmissions)
    .where(
      and(
        eq(guestListSubmissions.eventId, eventId),
        isNull(guestListSubmissions.deletedAt),
        manager ? undefined : eq(guestListSubmissions.requesterUserId, actor.id),
      ),
    )
    .orderBy(asc(guestListSubmissions.lastName), asc(guestListSubmissions.firstName));
  return rows.map(toSubmission);
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/** Applies a patch (see PatchGuestListSchema); `eventId` (REST path) must be the request's show. */
export async function patchGuestList(
  db: Queryable,
  actor: AuthUser,
  id: string,
  patch: PatchGuestList,
  now: Date,
  eventId?: string,
): Promise<GuestListSubmission> {
  const [row] = await db
    .select()
    .from(guestListSubmissions)
    .where(and(eq(guestListSubmissions.id, id), isNull(guestListSubmissions.deletedAt)));
  if (!row || (eventId && row.eventId !== eventId)) throw notFound();
  const { manager } = await requireShow(db, actor, row.eventId);
  const own = row.requesterUserId === actor.id;
  if (!manager && !own) throw notFound();
  const { status, checkIn, ...details } = patch;
  const next: Partial<Row> = {};
  if (Object.values(details).some((value) => value !== undefined)) {
    if (!own) throw forbidden('Only the person who asked can change this request');
    if (row.status !== 'PENDING') throw conflict(GUEST_LIST_MESSAGES.notPending);
    Object.assign(next, details);
  }
  if (status !== undefined || checkIn !== undefined) {
    if (!manager) throw forbidden('Only the tour’s owner or managers can decide on guests');
  }
  const finalStatus = status ?? row.status;
  if (status !== undefined) next.status = status;
  if (checkIn !== undefined) {
    if (finalStatus !== 'APPROVED') throw conflict(GUEST_LIST_MESSAGES.notApproved);
    next.checkedIn = clamp(row.checkedIn + checkIn, next.quantity ?? row.quantity);
  }
  if (Object.keys(next).length === 0) return toSubmission(row);
  const version = await nextTourVersion(db, row.tourId, now);
  const [updated] = await db
    .update(guestListSubmissions)
    .set({ ...next, version, updatedAt: now })
    .where(eq(guestListSubmissions.id, id))
    .returning();
  if (!updated) throw notFound();
  return toSubmission(updated);
}
