/** The open live streams of this process by user, oldest first, at most `perUser` each. */
import type { LiveStream } from './live-stream';

export function createStreamRegistry(perUser: number) {
  const byUser = new Map<string, LiveStream[]>();
  let count = 0;

  return {
    get size() {
      return count;
    },
    /** Adds a stream; gives back the user's oldest ones it pushed over the limit (the caller closes them). */
    add(stream: LiveStream): LiveStream[] {
      const mine = byUser.get(stream.userId) ?? [];
      byUser.set(stream.userId, mine);
      mine.push(stream);
      count += 1;
      return mine.length > perUser ? mine.slice(0, mine.length - perUser) : [];
    },
    remove(stream: LiveStream) {
      const mine = byUser.get(stream.userId);
      const at = mine?.indexOf(stream) ?? -1;
      if (!mine || at < 0) return;
      mine.splice(at, 1);
      count -= 1;
      if (mine.length === 0) byUser.delete(stream.userId);
    },
    userIds: () => [...byUser.keys()],
    streamsOf: (userId: string): readonly LiveStream[] => byUser.get(userId) ?? [],
    all: () => [...byUser.values()].flat(),
    sessionIds: () => [...new Set([...byUser.values()].flat().map((stream) => stream.sessionId))],
  };
}

export type StreamRegistry = ReturnType<typeof createStreamRegistry>;
