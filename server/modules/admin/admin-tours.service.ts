import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { AdminEventsQuery, AdminListQuery } from '#contract/admin-overviews';
import type { Queryable } from '../../db/client';
import { artists, events, tourDays, tourPersonnel, tours, users, workspaces } from '../../db/schema';
import { matchesSearch, pageOf, pageWindow, totalCount } from './admin-search';

const personnelCount = sql<number>`(select count(*) from ${tourPersonnel} where ${tourPersonnel.tourId} = ${tours.id} and ${tourPersonnel.status} = 'ACTIVE' and ${tourPersonnel.deletedAt} is null)`;

/** Every tour, latest start first, searched by its name, its artist or its workspace owner's e-mail. */
export async function listAdminTours(q: Queryable, query: AdminListQuery) {
  const { limit, offset } = pageWindow(query.page);
  const rows = await q
    .select({
      id: tours.id,
      name: tours.name,
      artistName: artists.name,
      workspaceName: workspaces.name,
      ownerEmail: users.email,
      startDate: tours.startDate,
      endDate: tours.endDate,
      personnel: personnelCount.mapWith(Number),
      archivedAt: tours.archivedAt,
      total: totalCount(),
    })
    .from(tours)
    .innerJoin(artists, eq(artists.id, tours.artistId))
    .innerJoin(workspaces, eq(workspaces.id, tours.workspaceId))
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(matchesSearch(query.search, [tours.name, artists.name, users.email]))
    .orderBy(desc(tours.startDate), tours.id)
    .limit(limit)
    .offset(offset);
  const page = pageOf(rows, query.page);
  return {
    ...page,
    items: page.items.map(({ archivedAt, ...tour }) => ({ ...tour, archived: archivedAt !== null })),
  };
}

/** Events of every tour (not deleted), in time order, by tour, by their day's local date and by type. */
export async function listAdminEvents(q: Queryable, query: AdminEventsQuery) {
  const { limit, offset } = pageWindow(query.page);
  const rows = await q
    .select({
      id: events.id,
      title: events.title,
      type: events.type,
      tourId: tours.id,
      tourName: tours.name,
      artistName: artists.name,
      date: tourDays.date,
      startAt: events.startAt,
      endAt: events.endAt,
      timeZone: events.timeZone,
      total: totalCount(),
    })
    .from(events)
    .innerJoin(tourDays, eq(tourDays.id, events.tourDayId))
    .innerJoin(tours, eq(tours.id, events.tourId))
    .innerJoin(artists, eq(artists.id, tours.artistId))
    .where(
      and(
        isNull(events.deletedAt),
        query.tourId ? eq(events.tourId, query.tourId) : undefined,
        query.from ? gte(tourDays.date, query.from) : undefined,
        query.to ? lte(tourDays.date, query.to) : undefined,
        query.type ? eq(events.type, query.type) : undefined,
      ),
    )
    .orderBy(asc(events.startAt), events.id)
    .limit(limit)
    .offset(offset);
  const page = pageOf(rows, query.page);
  return {
    ...page,
    items: page.items.map((event) => ({
      ...event,
      startAt: event.startAt.toISOString(),
      endAt: event.endAt.toISOString(),
    })),
  };
}
