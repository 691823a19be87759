import * as v from 'valibot';
import { DuplicateRequestSchema } from '#contract/event-copy';
import { EventSchema } from '#contract/events';
import { defineRoute } from '../../http/route';
import { duplicateEvents } from './event-copy.service';

/** Mounted before eventsRoutes: `/events/duplicate` would otherwise be taken for `/events/{id}`. */
export const eventCopyRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/events/duplicate',
      tag: 'Events',
      access: 'user',
      status: 201,
      body: DuplicateRequestSchema,
      summary:
        'Duplicate events ({eventIds, targetTourDayId?}) or copy a day’s events to another date ' +
        '({sourceTourDayId, targetTourDayId}); copies keep local times in the target day’s zone',
      response: v.array(EventSchema),
      errors: [400, 401, 403, 404],
    },
    async ({ body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => duplicateEvents(tx, user, body, deps.now())),
    }),
  ),
];
