import {
  CALENDAR_FEED_MAX_AGE_SECONDS,
  CalendarFeedParamsSchema,
  CalendarFeedSchema,
} from '#contract/calendar-feeds';
import { IdParamSchema, OkSchema } from '#contract/common';
import type { AppDeps } from '../../http/context';
import { notFound } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { ensureFeed, readFeed, revokeFeed } from './calendar-feeds.service';

const tag = 'Calendar';
const keysOf = (deps: AppDeps) => ({ secret: deps.config.jwtSecret, appUrl: deps.config.appUrl });

export const calendarFeedsRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/tours/{id}/calendar-feed',
      tag,
      access: 'user',
      params: IdParamSchema,
      returnsSecrets: true,
      summary:
        'The caller’s private calendar subscription URL for the tour (made on first call, the same URL after)',
      response: CalendarFeedSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await ensureFeed(deps.database.db, user, params.id, keysOf(deps), deps.now()),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/tours/{id}/calendar-feed',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Stops the caller’s calendar subscription URL for the tour: it answers 404 at once',
      response: OkSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => {
      await revokeFeed(deps.database.db, user, params.id);
      return { data: { ok: true as const } };
    },
  ),
  defineRoute(
    {
      method: 'get',
      // The request path is `/calendar-feeds/<token>.ics`; the router takes `.ics` as part of the token.
      path: '/calendar-feeds/{token}',
      tag,
      access: 'public',
      raw: true,
      params: CalendarFeedParamsSchema,
      summary:
        'A tour’s events as iCalendar (`text/calendar`), by the secret `<token>.ics` of POST /tours/{id}/calendar-feed ' +
        '(no bearer): only what that person may see now; 404 once revoked or when they left the tour',
      errors: [404],
    },
    async ({ params }, { deps, c }) => {
      if (!params.token.endsWith('.ics')) throw notFound();
      const host = new URL(deps.config.appUrl).hostname;
      const text = await readFeed(deps.database.db, params.token.slice(0, -'.ics'.length), host);
      return c.body(text, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Cache-Control': `private, max-age=${CALENDAR_FEED_MAX_AGE_SECONDS}`,
      });
    },
  ),
];
