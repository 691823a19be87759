import * as v from 'valibot';
import {
  AdminEventTypeSchema,
  EventTypeCodeParamSchema,
  EventTypeEntrySchema,
  EventTypeNameSchema,
} from '#contract/event-types';
import { defineRoute } from '../../http/route';
import { addEventType, listAdminEventTypes, renameAdminEventType } from './admin-event-types.service';

const tag = 'Admin';

/** The event-type catalogue (platform admins only); `{id}` is the type's code, e.g. `SHOW`. */
export const adminEventTypesRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/admin/events/types',
      tag,
      access: 'admin',
      summary: 'Every event type, built in or added, with how many events use it',
      response: v.array(AdminEventTypeSchema),
      errors: [401, 403],
    },
    async (_input, { deps }) => ({ data: await listAdminEventTypes(deps.database.db) }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/admin/events/types',
      tag,
      access: 'admin',
      status: 201,
      body: EventTypeNameSchema,
      summary: 'Add an event type (its code is made from the name); the event form offers it at once',
      response: EventTypeEntrySchema,
      errors: [400, 401, 403],
    },
    async ({ body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => addEventType(tx, user, body.label, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/admin/events/types/{id}',
      tag,
      access: 'admin',
      params: EventTypeCodeParamSchema,
      body: EventTypeNameSchema,
      summary: 'Rename an event type; every event of the type shows the new name',
      response: EventTypeEntrySchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        renameAdminEventType(tx, user, params.id, body.label, deps.now()),
      ),
    }),
  ),
];
