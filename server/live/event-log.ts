/**
 * The last pokes this process saw, so a reconnecting stream resumes from its Last-Event-ID without
 * a gap. An id is `<epoch>.<seq>`: the epoch is this log's own (random per process, new after the
 * listener lost its connection), so an id from another instance, an earlier process or before a
 * gap is unknown — and unknown means "pull everything" (`since` answers null), never "nothing new".
 */
import { randomBytes } from 'node:crypto';

export interface LoggedPoke {
  id: string;
  tourId: string;
  /**
   * Set when the poke is addressed to one person whose access to the tour changed (they may no
   * longer be in its audience). Not kept in the log: a replay goes by the audience, and a person
   * who lost the tour while offline learns it from their next pull's tour list.
   */
  userId?: string;
}

export const EVENT_LOG_SIZE = 1024;

const newEpoch = () => randomBytes(6).toString('base64url');

export function createEventLog(size = EVENT_LOG_SIZE) {
  let epoch = newEpoch();
  let seq = 0;
  /** Ring of the last `size` tour ids; the one of `seq` s sits at `s % size`. */
  const ring: string[] = new Array(size);

  const idOf = (s: number) => `${epoch}.${s}`;

  return {
    /** The id a stream that has seen everything so far would hold. */
    head: () => idOf(seq),
    append(tourId: string, userId?: string): LoggedPoke {
      seq += 1;
      ring[seq % size] = tourId;
      return userId ? { id: idOf(seq), tourId, userId } : { id: idOf(seq), tourId };
    },
    /**
     * Every poke after `lastEventId`, oldest first; null when that cannot be told: another epoch,
     * a malformed id, or one so old that pokes after it have been overwritten.
     */
    since(lastEventId: string): LoggedPoke[] | null {
      const dot = lastEventId.lastIndexOf('.');
      if (dot < 0 || lastEventId.slice(0, dot) !== epoch) return null;
      const from = Number(lastEventId.slice(dot + 1));
      if (!Number.isInteger(from) || from < 0 || from > seq || seq - from > size) return null;
      const pokes: LoggedPoke[] = [];
      for (let s = from + 1; s <= seq; s += 1) pokes.push({ id: idOf(s), tourId: ring[s % size] ?? '' });
      return pokes;
    },
    /** After a gap in what this process heard: every id given out so far becomes unknown. */
    reset() {
      epoch = newEpoch();
      seq = 0;
    },
  };
}

export type EventLog = ReturnType<typeof createEventLog>;
