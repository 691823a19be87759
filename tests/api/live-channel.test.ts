/**
 * The live channel (`GET /api/live`) over a real socket: who is told that a tour changed, for
 * REST writes and sync pushes alike; how a stream ends; how a reconnect resumes or is told to
 * resync; and two server instances, each with its own database handle and LISTEN, on one database.
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { LiveResyncEventSchema } from '#contract/live';
import { createApp } from '../../server/app';
import { type Database, fromPostgres } from '../../server/db/client';
import { createLiveHub, type LiveHubOptions } from '../../server/live/live-hub';
import { nextTourVersion } from '../../server/sync/versioning';
import { databaseUrlFor } from '../support/global-setup';
import { LIVE_WAIT, type LiveReader, openLive, serveApp } from '../support/live-client';
import { setupTestApp } from '../support/test-app';
import { createNote, device, joinTour, must, tourWithShowDay } from '../support/tour-factories';

const t = await setupTestApp();
const OPTIONS: LiveHubOptions = { sessionCheckMs: 50, heartbeatMs: 100, logSize: 8, streamsPerUser: 2 };

/** One more server instance on `database`: its own hub (and LISTEN), app and port. */
async function instance(database: Database = t.deps.database, options = OPTIONS) {
  const live = createLiveHub({ database, logger: t.logger, now: t.clock.now }, options);
  const server = await serveApp(createApp({ ...t.deps, database, live }));
  const close = async () => {
    await live.close();
    await server.close();
  };
  return { live, url: server.url, close };
}

const main = await instance();
afterAll(() => main.close());
const readers: LiveReader[] = [];
afterEach(async () => {
  for (const reader of readers.splice(0)) await reader.close();
});

async function live(token: string | undefined, options: { lastEventId?: string; url?: string } = {}) {
  const reader = await openLive(options.url ?? main.url, token, options.lastEventId);
  readers.push(reader);
  return reader;
}

const seqOf = (id: string) => Number(id.slice(id.lastIndexOf('.') + 1));

async function crewedTour() {
  const made = await tourWithShowDay(t);
  const crew = await joinTour(t, made.owner.token, made.tour.id);
  return { ...made, crew };
}

describe('GET /api/live', () => {
  it('tells everyone on a tour, and nobody else, that it changed: REST writes and sync pushes', async () => {
    const { owner, tour, day, crew } = await crewedTour();
    const stranger = await tourWithShowDay(t);
    const [ownerLive, crewLive, strangerLive] = [
      await live(owner.token),
      await live(crew.token),
      await live(stranger.owner.token),
    ];
    expect(crewLive.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    // Not compressed (that would buffer it), not stored, and with the usual security headers.
    expect(crewLive.response.headers.get('content-encoding')).toBeNull();
    expect(crewLive.response.headers.get('cache-control')).toContain('no-transform');
    expect(crewLive.response.headers.get('x-content-type-options')).toBe('nosniff');
    // A fresh stream cannot know what it missed before it opened: pull everything once.
    await crewLive.next('resync');

    await createNote(t, owner.token, day.id, 'Doors at 19:00');
    await crewLive.next('tour', tour.id);
    await ownerLive.next('tour', tour.id);

    const phone = device(t, owner.token);
    const note = { id: crypto.randomUUID(), text: 'Bus call 10:00' };
    const pushed = must(
      await phone.push([phone.mutation('note.create', { tourDayId: day.id, note }, tour.id)]),
    );
    expect(pushed.data.results.map((result) => result.status)).toEqual(['applied']);
    await vi.waitFor(() => expect(crewLive.tourEvents()).toEqual([tour.id, tour.id]), LIVE_WAIT);

    // The stranger's own tour reaches them: anything about the other tour would have come first.
    await createNote(t, stranger.owner.token, stranger.day.id);
    await strangerLive.next('tour', stranger.tour.id);
    expect(strangerLive.tourEvents()).toEqual([stranger.tour.id]);
    expect(ownerLive.tourEvents()).toEqual([tour.id, tour.id]);
  });

  it('answers 401 without a token or with one of an ended session', async () => {
    const anonymous = await live(undefined);
    expect(anonymous.response.status).toBe(401);
    const { crew } = await crewedTour();
    must(await t.post('/api/auth/logout', {}, { token: crew.token }));
    expect((await live(crew.token)).response.status).toBe(401);
  });

  it('ends the stream when its session ends, though its token is still valid', async () => {
    const { owner, crew } = await crewedTour();
    const [ownerLive, crewLive] = [await live(owner.token), await live(crew.token)];
    await crewLive.next('resync');
    must(await t.post('/api/auth/logout', {}, { token: crew.token }));
    await vi.waitFor(() => expect(crewLive.ended).toBe(true), LIVE_WAIT);
    expect(ownerLive.ended).toBe(false);
  });

  it('keeps the stream alive with heartbeat comments', async () => {
    const { owner } = await crewedTour();
    const reader = await live(owner.token);
    await vi.waitFor(() => expect(reader.text()).toContain(': ping\n\n'), LIVE_WAIT);
  });

  it('resumes from Last-Event-ID with what was missed, of tours the user may see', async () => {
    const { owner, tour, day, crew } = await crewedTour();
    const stranger = await tourWithShowDay(t);
    const [ownerLive, strangerLive, first] = [
      await live(owner.token),
      await live(stranger.owner.token),
      await live(crew.token),
    ];
    await createNote(t, owner.token, day.id);
    await first.next('tour', tour.id);
    const resumeFrom = first.lastEventId;
    await first.close();

    await createNote(t, owner.token, day.id, 'Missed one');
    await createNote(t, owner.token, day.id, 'Missed two');
    await createNote(t, stranger.owner.token, stranger.day.id);
    await strangerLive.next('tour', stranger.tour.id);
    await vi.waitFor(() => expect(seqOf(ownerLive.lastEventId)).toBe(seqOf(resumeFrom) + 2), LIVE_WAIT);

    const resumed = await live(crew.token, { lastEventId: resumeFrom });
    await resumed.next('tour', tour.id);
    // One poke for the tour (one pull covers both notes), none for the stranger's, no resync.
    expect(resumed.messages.map((m) => m.event)).toEqual(['tour']);
    expect(resumed.lastEventId).toBe(ownerLive.lastEventId);
    await createNote(t, owner.token, day.id, 'Live again');
    await vi.waitFor(() => expect(resumed.tourEvents()).toEqual([tour.id, tour.id]), LIVE_WAIT);
    expect(resumed.messages.map((m) => m.event)).toEqual(['tour', 'tour']);
  });

  it('opens with a resync listing the tours the user sees and their versions, read after the stream began', async () => {
    const { tour, crew } = await crewedTour();
    const stranger = await tourWithShowDay(t);
    const crewLive = await live(crew.token);
    const resync = await crewLive.next('resync');
    const listed = v.parse(LiveResyncEventSchema, JSON.parse(resync.data)).tours ?? [];
    const answered = must(await t.call('GET /sync/tours', { token: crew.token })).data;
    const byId = (a: { tourId: string }, b: { tourId: string }) => a.tourId.localeCompare(b.tourId);
    expect([...listed].sort(byId)).toEqual([...answered].sort(byId));
    expect(listed.map((listedTour) => listedTour.tourId)).toContain(tour.id);
    expect(listed.map((listedTour) => listedTour.tourId)).not.toContain(stranger.tour.id);
  });

  it('answers resync when it cannot prove nothing was missed: unknown id, or pokes since overwritten', async () => {
    const { owner, day, crew } = await crewedTour();
    const ownerLive = await live(owner.token);
    const unknown = await live(crew.token, { lastEventId: 'elsewhere.3' });
    await unknown.next('resync');
    const from = unknown.lastEventId;
    await unknown.close();
    for (let i = 0; i < (OPTIONS.logSize ?? 0) + 1; i += 1) await createNote(t, owner.token, day.id, `n${i}`);
    await vi.waitFor(() => expect(seqOf(ownerLive.lastEventId)).toBe(seqOf(from) + 9), LIVE_WAIT);
    const late = await live(crew.token, { lastEventId: from });
    await late.next('resync');
    expect(late.tourEvents()).toEqual([]);
  });

  it('pokes only for committed writes', async () => {
    const { owner, tour, day, crew } = await crewedTour();
    const crewLive = await live(crew.token);
    await createNote(t, owner.token, day.id);
    await crewLive.next('tour', tour.id);
    const before = seqOf(crewLive.lastEventId);
    await t.db
      .transaction(async (tx) => {
        await nextTourVersion(tx, tour.id, t.clock.now());
        tx.rollback();
      })
      .catch(() => undefined);
    await createNote(t, owner.token, day.id, 'Committed');
    await vi.waitFor(() => expect(crewLive.tourEvents()).toHaveLength(2), LIVE_WAIT);
    expect(seqOf(crewLive.lastEventId)).toBe(before + 1);
  });

  it('closes the oldest streams of a user over the limit with `replaced`', async () => {
    const { owner } = await crewedTour();
    const oldest = await live(owner.token);
    const [second, third] = [await live(owner.token), await live(owner.token)];
    await oldest.next('replaced');
    await vi.waitFor(() => expect(oldest.ended).toBe(true), LIVE_WAIT);
    expect([second.ended, third.ended]).toEqual([false, false]);
  });

  it('tells every stream to resync after the listener lost its connection', async () => {
    let reportGap = () => {};
    const database: Database = {
      ...t.deps.database,
      listen: (channel, handlers) => {
        reportGap = handlers.onGap;
        return t.deps.database.listen(channel, handlers);
      },
    };
    const gappy = await instance(database);
    try {
      const { owner } = await crewedTour();
      const reader = await live(owner.token, { url: gappy.url });
      await reader.next('resync');
      const before = reader.lastEventId;
      reportGap();
      await vi.waitFor(
        () => expect(reader.messages.filter((m) => m.event === 'resync')).toHaveLength(2),
        LIVE_WAIT,
      );
      const resumed = await live(owner.token, { url: gappy.url, lastEventId: before });
      await resumed.next('resync');
    } finally {
      await gappy.close();
    }
  });
});

/** A second handle on this file's database: its own pool on PostgreSQL; the same PGlite otherwise. */
async function secondHandle(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return { ...t.deps.database, close: async () => {} };
  const result = await t.db.execute(sql`select current_database() as name`);
  const name = v.parse(v.object({ rows: v.tuple([v.object({ name: v.string() })]) }), result).rows[0].name;
  return fromPostgres(databaseUrlFor(url, name), 2);
}

describe('two server instances on one database', () => {
  it('a write through one reaches a stream on the other; ids of one mean nothing to the other', async () => {
    const handle = await secondHandle();
    const other = await instance(handle);
    try {
      const { owner, tour, day, crew } = await crewedTour();
      const [here, there] = [await live(owner.token), await live(crew.token, { url: other.url })];
      const wrote = await fetch(`${main.url}/api/tour-days/${day.id}/notes`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${owner.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'Through instance one' }),
      });
      expect(wrote.status).toBe(201);
      await there.next('tour', tour.id);
      await here.next('tour', tour.id);
      const moved = await live(crew.token, { lastEventId: there.lastEventId });
      await moved.next('resync');
    } finally {
      await other.close();
      await handle.close();
    }
  });
});
