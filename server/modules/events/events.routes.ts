import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import { EventTypeListSchema } from '#contract/event-types';
import { CreateEventSchema, EventSchema, UpdateEventSchema } from '#contract/events';
import { TourDaySchema } from '#contract/tour-days';
import { defineRoute } from '../../http/route';
import { listEventTypes } from './event-types.service';
import { createEvent, deleteEvent, getEvent, listTourEvents, updateEvent } from './events.service';
import { readTourSchedule } from './tour-schedule.service';

const tag = 'Events';

export const eventsRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/events/types',
      tag,
      access: 'user',
      summary: 'Every event type with its current name: the built-in ones, then those an admin added',
      response: EventTypeListSchema,
      errors: [401],
    },
    async (_input, { deps }) => ({ data: await listEventTypes(deps.database.db) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/events/tour/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The tour’s events the caller may see, in time order',
      response: v.array(EventSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await listTourEvents(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/v2/events/tour/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The tour day by day: each day with the events the caller may see',
      response: v.array(v.object({ day: TourDaySchema, events: v.array(EventSchema) })),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await readTourSchedule(deps.database.db, user, params.id),
    }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/events/{id}',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: CreateEventSchema,
      summary: 'Add an event to a day (id = tour day id; the day needs a tag first)',
      response: EventSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => createEvent(tx, user, params.id, body, deps.now())),
    }),
  ),
  ...(['/events/{id}', '/v2/events/{id}'] as const).map((path) =>
    defineRoute(
      {
        method: 'get',
        path,
        tag,
        access: 'user',
        params: IdParamSchema,
        summary: 'One event',
        response: EventSchema,
        errors: [400, 401, 404],
      },
      async ({ params }, { deps, user }) => ({ data: await getEvent(deps.database.db, user, params.id) }),
    ),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/events/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: UpdateEventSchema,
      summary: 'Change an event; with `expected` start/end/day, 409 if someone moved it meanwhile',
      response: EventSchema,
      errors: [400, 401, 403, 404, 409],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => updateEvent(tx, user, params.id, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/events/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Delete an event',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) => deleteEvent(tx, user, params.id, deps.now()));
      return { data: { ok: true } };
    },
  ),
];
