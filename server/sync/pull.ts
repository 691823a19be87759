/**
 * Pull (docs/offline-client.md): the changes of one tour after a version, in pages that always end on a
 * whole version, so `since = page.version` never skips half of a write. Never uses timestamps as
 * cursors; never sends an "assigned only" event (or its assignments) to someone who may not see it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { isManagerRole } from '#contract/roles';
import type { PullResponse } from '#contract/sync';
import type { Queryable } from '../db/client';
import { events, syncDevices } from '../db/schema/index';
import type { AuthUser } from '../http/context';
import { eventAudience } from '../modules/events/event-audience';
import { requireTourAccess, type TourAccess } from '../modules/tours/tour-access';
import { toTour } from '../modules/tours/tours.service';
import type { ChangeRow } from './change-range';
import { hideOtherConversations } from './conversation-visibility';
import { pageEnd, versionCensus } from './page-census';
import { CHANGE_READERS } from './readers';

async function lastSeqOf(db: Queryable, userId: string, deviceId: string | undefined) {
  if (!deviceId) return 0;
  const [row] = await db
    .select({ lastSeq: syncDevices.lastSeq })
    .from(syncDevices)
    .where(and(eq(syncDevices.userId, userId), eq(syncDevices.deviceId, deviceId)));
  return row?.lastSeq ?? 0;
}

/** Where the page starting after `since` ends. */
async function pageEndAfter(db: Queryable, tourId: string, since: number, upTo: number, limit: number) {
  const census = await versionCensus(db, tourId, since, upTo, limit);
  return { census, version: pageEnd(census, limit, upTo) };
}

/**
 * The rows of one page: complete versions only, about `limit` rows (more if one version is bigger).
 * With more to come it also places the next page's end, so a device can ask for the page after
 * that one while the next is on its way (at a venue, one round trip less per page).
 */
async function pageRows(db: Queryable, tourId: string, since: number, upTo: number, limit: number) {
  const { census, version } = await pageEndAfter(db, tourId, since, upTo, limit);
  const inPage = new Set(census.filter((count) => count.version <= version).map((count) => count.entity));
  // At once: a pull runs on the pool only (never in a transaction), one connection per query.
  const [next, ...read] = await Promise.all([
    version < upTo ? pageEndAfter(db, tourId, version, upTo, limit) : null,
    ...[...inPage].map((entity) => CHANGE_READERS[entity](db, { tourId, since, upTo: version })),
  ]);
  const rows = read.flat();
  rows.sort((a, b) => a.version - b.version);
  const nextPageEnd = next && next.version < upTo ? next.version : undefined;
  return { rows, version, hasMore: version < upTo, nextPageEnd };
}

async function hideWhatTheyMayNotSee(db: Queryable, access: TourAccess, userId: string, all: ChangeRow[]) {
  const rows = await hideOtherConversations(db, userId, all);
  if (isManagerRole(access.role)) return rows;
  const eventIds = [...new Set(rows.flatMap((row) => (row.eventId ? [row.eventId] : [])))];
  const visibility = eventIds.length
    ? new Map(
        (
          await db
            .select({ id: events.id, visibility: events.visibility })
            .from(events)
            .where(inArray(events.id, eventIds))
        ).map((e) => [e.id, e.visibility]),
      )
    : new Map<string, string>();
  const assignees = await eventAudience(db, eventIds);
  const theirs = rows.filter((row) => !row.ownerUserId || row.ownerUserId === userId);
  return theirs.map((row) => {
    if (!row.eventId) return row;
    const hidden =
      visibility.get(row.eventId) === 'ASSIGNED_ONLY' && !assignees.get(row.eventId)?.has(userId);
    return hidden ? { ...row, op: 'delete' as const, data: null } : row;
  });
}

export async function pullChanges(
  db: Queryable,
  actor: AuthUser,
  tourId: string,
  query: { since: number; limit: number; deviceId?: string },
): Promise<PullResponse> {
  const access = await requireTourAccess(db, actor, tourId);
  const upTo = access.tour.version;
  // A device ahead of the server (restored backup) starts over. A change of what the caller may see
  // (their role) re-stamps the affected rows instead, so paging never has to restart.
  const reset = query.since > upTo;
  const since = reset ? 0 : query.since;
  const page =
    since >= upTo
      ? { rows: [], version: upTo, hasMore: false, nextPageEnd: undefined }
      : await pageRows(db, tourId, since, upTo, query.limit);
  const visible = await hideWhatTheyMayNotSee(db, access, actor.id, page.rows);
  const tourData = toTour(access.tour, access.role);
  const tourChange =
    since < upTo
      ? [{ entity: 'tour' as const, id: tourId, op: 'upsert' as const, version: upTo, data: tourData }]
      : [];
  return {
    version: page.version,
    hasMore: page.hasMore,
    ...(page.nextPageEnd === undefined ? {} : { nextPageEnd: page.nextPageEnd }),
    lastSeq: await lastSeqOf(db, actor.id, query.deviceId),
    ...(reset ? { reset: true } : {}),
    changes: [
      ...tourChange,
      ...visible.map(({ eventId: _eventId, ownerUserId: _owner, roomId: _room, ...change }) => change),
    ],
  };
}
