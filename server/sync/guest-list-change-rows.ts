/** Change reader of guest list requests (see change-rows.ts): each goes to its requester and managers. */
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { guestListSubmissions } from '../db/schema/index';
import { toSubmission } from '../modules/guest-lists/guest-lists.service';
import { type ChangeRow, op, type Range, versionFilter } from './change-range';

export async function guestListChanges(db: Queryable, r: Range): Promise<ChangeRow[]> {
  const q = db
    .select()
    .from(guestListSubmissions)
    .where(and(eq(guestListSubmissions.tourId, r.tourId), versionFilter(guestListSubmissions.version, r)))
    .orderBy(asc(guestListSubmissions.version));
  const rows = await (r.limit ? q.limit(r.limit) : q);
  return rows.map((row) => ({
    entity: 'guestListSubmission',
    id: row.id,
    op: op(row.deletedAt),
    version: row.version,
    eventId: row.eventId,
    ownerUserId: row.requesterUserId,
    data: row.deletedAt ? null : toSubmission(row),
  }));
}
