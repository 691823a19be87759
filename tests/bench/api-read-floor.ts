/** The floor of the daysheet read (api-read.ts, api-read-ab.ts): a bare Hono + Drizzle route running the same reads on a given db. */
import { serve } from '@hono/node-server';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../server/db/client';
import { eventPersonnel, events, tourDays } from '../../server/db/schema/index';

type Fetch = (request: Request) => Response | Promise<Response>;

export async function listen(fetch: Fetch) {
  return await new Promise<{ port: number; close: () => Promise<void> }>((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ port: info.port, close: () => new Promise((done) => server.close(() => done())) }),
    );
  });
}

export function bareApp(db: Db) {
  return new Hono().get('/day/:id', async (c) => {
    const tourId = c.req.param('id');
    const [days, rows] = await Promise.all([
      db
        .select()
        .from(tourDays)
        .where(and(eq(tourDays.tourId, tourId), isNull(tourDays.deletedAt))),
      db
        .select()
        .from(events)
        .where(and(eq(events.tourId, tourId), isNull(events.deletedAt)))
        .orderBy(asc(events.startAt)),
    ]);
    const ids = rows.map((row) => row.id);
    const assigned = ids.length
      ? await db
          .select({ eventId: eventPersonnel.eventId, userId: eventPersonnel.userId })
          .from(eventPersonnel)
          .where(and(inArray(eventPersonnel.eventId, ids), isNull(eventPersonnel.deletedAt)))
      : [];
    return c.json({
      data: days.map((day) => ({
        day,
        events: rows
          .filter((row) => row.tourDayId === day.id)
          .map((row) => ({
            ...row,
            personnelUserIds: assigned.filter((a) => a.eventId === row.id).map((a) => a.userId),
          })),
      })),
    });
  });
}
