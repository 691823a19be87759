import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import {
  CreatePersonalEventSchema,
  PersonalEventListQuerySchema,
  PersonalEventSchema,
  UpdatePersonalEventSchema,
} from '#contract/personal-events';
import { defineRoute } from '../../http/route';
import {
  createPersonalEvent,
  deletePersonalEvent,
  getPersonalEvent,
  listPersonalEvents,
  updatePersonalEvent,
} from './personal-events.service';

const tag = 'Personal events';

export const personalEventsRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/personal-events',
      tag,
      access: 'user',
      status: 201,
      body: CreatePersonalEventSchema,
      summary: 'Add a personal event (type PERSONAL), seen only by its owner',
      response: PersonalEventSchema,
      errors: [400, 401, 404, 409],
    },
    async ({ body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => createPersonalEvent(tx, user, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/personal-events',
      tag,
      access: 'user',
      query: PersonalEventListQuerySchema,
      summary: 'The caller’s personal events, optionally those touching the dates from..to, in time order',
      response: v.array(PersonalEventSchema),
      errors: [400, 401],
    },
    async ({ query }, { deps, user }) => ({ data: await listPersonalEvents(deps.database.db, user, query) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/personal-events/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'One of the caller’s personal events',
      response: PersonalEventSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await getPersonalEvent(deps.database.db, user, params.id),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/personal-events/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: UpdatePersonalEventSchema,
      summary: 'Change a personal event',
      response: PersonalEventSchema,
      errors: [400, 401, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        updatePersonalEvent(tx, user, params.id, body, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/personal-events/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Delete a personal event',
      response: OkSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) => deletePersonalEvent(tx, user, params.id));
      return { data: { ok: true } };
    },
  ),
];
