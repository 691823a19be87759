import { defineRoute } from '../http/route';

/**
 * `GET /api/live`: the signed-in device's live channel. The browser opens it with `fetch` and a
 * streaming body (src/offline/live-channel.ts), not `EventSource`, which cannot send the Bearer
 * token. Only the opening request is authenticated by the token: the stream then lives as long as
 * its session (the hub re-checks it), not as long as the 15-minute token.
 */
export const liveRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/live',
      tag: 'Live',
      access: 'user',
      summary:
        'Server-Sent Events: `tour` ({tourId}) when a tour you see changed, `resync` to pull every tour (a new stream’s lists your tours and their versions), `replaced` when a newer stream took this one’s place; resumes from `Last-Event-ID`',
      eventStream: true,
      errors: [401],
    },
    async (_input, { c, deps, user }) => {
      const sessionId = c.get('sessionId');
      // `access: 'user'` guarantees a session; the check keeps the type honest.
      if (!sessionId) throw new Error('signed-in request without a session');
      const body = await deps.live.open({
        userId: user.id,
        sessionId,
        lastEventId: c.req.header('last-event-id') || undefined,
      });
      return new Response(body, {
        headers: {
          'Content-Type': 'text/event-stream; charset=utf-8',
          // no-transform: no proxy (nor compression.ts) may buffer the stream to compress it.
          'Cache-Control': 'no-store, no-transform',
          // nginx and friends: pass each event through at once.
          'X-Accel-Buffering': 'no',
        },
      });
    },
  ),
];
