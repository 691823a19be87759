/**
 * Making, revoking and reading a person's calendar feed of one tour. The token is an HMAC of a
 * random nonce under the server secret: the database alone (nonce + hash) never yields a working
 * URL, yet asking again gives the same URL back instead of silently breaking old subscriptions.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { CalendarFeed } from '#contract/calendar-feeds';
import type { Queryable } from '../../db/client';
import { calendarFeeds, events } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { hashToken } from '../auth/secrets';
import { visibleEventsOf, visibleTours } from '../calendar/visible-events';
import { requireTourAccess } from '../tours/tour-access';
import { type FeedEvent, renderCalendar } from './ics';

export interface FeedKeys {
  secret: string;
  appUrl: string;
}

const tokenOf = (secret: string, nonce: string) =>
  createHmac('sha256', secret).update(`calendar-feed:${nonce}`).digest('base64url');

function feedOf(keys: FeedKeys, tourId: string, nonce: string): CalendarFeed {
  const url = `${keys.appUrl}/api/calendar-feeds/${tokenOf(keys.secret, nonce)}.ics`;
  return { tourId, url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

/** The caller's feed of the tour, made on first ask (404 for a tour they cannot see). */
export async function ensureFeed(
  db: Queryable,
  actor: AuthUser,
  tourId: string,
  keys: FeedKeys,
  now: Date,
): Promise<CalendarFeed> {
  await requireTourAccess(db, actor, tourId);
  const where = and(eq(calendarFeeds.tourId, tourId), eq(calendarFeeds.userId, actor.id));
  const [existing] = await db.select({ nonce: calendarFeeds.nonce }).from(calendarFeeds).where(where);
  if (existing) return feedOf(keys, tourId, existing.nonce);
  const nonce = randomBytes(32).toString('base64url');
  const [made] = await db
    .insert(calendarFeeds)
    .values({
      tourId,
      userId: actor.id,
      nonce,
      tokenHash: hashToken(tokenOf(keys.secret, nonce)),
      createdAt: now,
    })
    // Two tabs asking at once: the first one's feed wins and both get it.
    .onConflictDoNothing()
    .returning({ nonce: calendarFeeds.nonce });
  if (made) return feedOf(keys, tourId, made.nonce);
  const [winner] = await db.select({ nonce: calendarFeeds.nonce }).from(calendarFeeds).where(where);
  if (!winner) throw notFound();
  return feedOf(keys, tourId, winner.nonce);
}

/** Revokes the caller's feed of the tour; the old URL answers 404 from now on. */
export async function revokeFeed(db: Queryable, actor: AuthUser, tourId: string): Promise<void> {
  await requireTourAccess(db, actor, tourId);
  await db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.tourId, tourId), eq(calendarFeeds.userId, actor.id)));
}

/**
 * The .ics text for a presented token: the events of the tour its owner may see right now.
 * Unknown tokens and people no longer on the tour get the same 404.
 */
export async function readFeed(db: Queryable, token: string, host: string): Promise<string> {
  const [feed] = await db
    .select({ tourId: calendarFeeds.tourId, userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  if (!feed) throw notFound();
  const [tour] = await visibleTours(db, feed.userId, feed.tourId);
  const visible = tour ? visibleEventsOf([tour], feed.userId) : undefined;
  if (!tour || !visible) throw notFound();
  const rows: FeedEvent[] = await db
    .select({
      id: events.id,
      title: events.title,
      startAt: events.startAt,
      endAt: events.endAt,
      timeZone: events.timeZone,
      location: events.location,
      description: events.description,
      createdAt: events.createdAt,
      updatedAt: events.updatedAt,
    })
    .from(events)
    .where(visible)
    .orderBy(asc(events.startAt), asc(events.id));
  return renderCalendar(tour.name, rows, host);
}
