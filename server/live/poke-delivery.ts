/**
 * Who hears a poke: pokes are delivered in batches (whatever arrived while the previous batch's
 * query ran), each batch with ONE audience query — the tours' users by the tour access rule,
 * among those connected here. Only a tour's latest poke of a batch is sent: one pull covers all.
 */
import { LIVE_EVENTS } from '#contract/live';
import type { Queryable } from '../db/client';
import type { Logger } from '../http/logger';
import { tourAudience } from '../modules/tours/tour-access';
import type { LoggedPoke } from './event-log';
import { type LiveStream, sseEvent } from './live-stream';
import type { StreamRegistry } from './stream-registry';

/**
 * The last poke of each tour (and of each person addressed about a tour), in the order of those
 * last pokes (so ids still rise).
 */
function latestPerTour(pokes: LoggedPoke[]): LoggedPoke[] {
  const latest = new Map<string, LoggedPoke>();
  for (const poke of pokes) {
    const key = poke.userId ? `${poke.tourId}:${poke.userId}` : poke.tourId;
    latest.delete(key);
    latest.set(key, poke);
  }
  return [...latest.values()];
}

async function audienceOf(db: Queryable, pokes: LoggedPoke[], userIds: string[]) {
  const rows = await tourAudience(
    db,
    pokes.map((poke) => poke.tourId),
    userIds,
  );
  const byTour = new Map<string, Set<string>>();
  for (const row of rows) byTour.set(row.tourId, (byTour.get(row.tourId) ?? new Set()).add(row.userId));
  return byTour;
}

const tourEvent = (poke: LoggedPoke) => sseEvent(LIVE_EVENTS.tour, { tourId: poke.tourId }, poke.id);

export function createPokeDelivery(deps: {
  db: Queryable;
  registry: StreamRegistry;
  logger: Logger;
  /** The audience could not be read: everyone is told to pull (the pull applies access itself). */
  onFailure: () => void;
}) {
  const { db, registry } = deps;
  let queue: LoggedPoke[] = [];
  let draining = false;

  async function deliver(batch: LoggedPoke[]) {
    const pokes = latestPerTour(batch);
    const broadcast = pokes.filter((poke) => !poke.userId);
    const audience =
      broadcast.length > 0
        ? await audienceOf(db, broadcast, registry.userIds())
        : new Map<string, Set<string>>();
    for (const poke of pokes) {
      // Addressed: the server decided this person must hear it, whatever they may see now.
      const hearers = poke.userId ? [poke.userId] : (audience.get(poke.tourId) ?? []);
      for (const userId of hearers) {
        for (const stream of registry.streamsOf(userId)) stream.send(tourEvent(poke));
      }
    }
  }

  async function drain() {
    draining = true;
    try {
      while (queue.length > 0) {
        const batch = queue;
        queue = [];
        // Nobody connected here: the log keeps the pokes for streams that resume.
        if (registry.size === 0) continue;
        try {
          await deliver(batch);
        } catch (error) {
          deps.logger.warn('live channel: delivery failed', { error: String(error) });
          deps.onFailure();
        }
      }
    } finally {
      draining = false;
    }
  }

  return {
    push(poke: LoggedPoke) {
      queue.push(poke);
      if (!draining) void drain();
    },
    /** The pokes a resuming stream missed, of the tours its user may see now. */
    async replay(stream: LiveStream, missed: LoggedPoke[]) {
      const pokes = latestPerTour(missed.filter((poke) => !poke.userId));
      const audience = await audienceOf(db, pokes, [stream.userId]);
      for (const poke of pokes)
        if (audience.get(poke.tourId)?.has(stream.userId)) stream.send(tourEvent(poke));
    },
  };
}
