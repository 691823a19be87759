import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import {
  CreateEmergencyContactSchema,
  EmergencyContactSchema,
  UpdateEmergencyContactSchema,
} from '#contract/profile';
import { defineRoute } from '../../http/route';
import {
  deleteEmergencyContact,
  listEmergencyContacts,
  saveEmergencyContact,
  updateEmergencyContact,
} from './emergency-contacts.service';

const tag = 'Profile';

export const emergencyContactsRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/users/emergency-contacts',
      tag,
      access: 'user',
      status: 201,
      body: CreateEmergencyContactSchema,
      summary: 'Add an emergency contact of yours (with a client-made id, a repeat saves the same one)',
      response: EmergencyContactSchema,
      errors: [400, 401, 404],
    },
    async ({ body }, { deps, user }) => ({
      data: await saveEmergencyContact(
        deps.database.db,
        user,
        { ...body, id: body.id ?? crypto.randomUUID() },
        deps.now(),
      ),
    }),
  ),
  // Before /users/{id}/emergency-contacts, which would otherwise take "current-user" for an id.
  defineRoute(
    {
      method: 'get',
      path: '/users/current-user/emergency-contacts',
      tag,
      access: 'user',
      summary: 'The signed-in user’s emergency contacts',
      response: v.array(EmergencyContactSchema),
      errors: [401],
    },
    async (_input, { deps, user }) => ({
      data: await listEmergencyContacts(deps.database.db, user, user.id),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/users/{id}/emergency-contacts',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary:
        'A person’s emergency contacts: yourself, or someone who shares their details with a tour you manage (else 404)',
      response: v.array(EmergencyContactSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await listEmergencyContacts(deps.database.db, user, params.id),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/users/emergency-contacts/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: UpdateEmergencyContactSchema,
      summary: 'Change one of your emergency contacts (id = contact id)',
      response: EmergencyContactSchema,
      errors: [400, 401, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await updateEmergencyContact(deps.database.db, user, params.id, body, deps.now()),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/users/emergency-contacts/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Delete one of your emergency contacts (one already deleted is fine)',
      response: OkSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => {
      await deleteEmergencyContact(deps.database.db, user, params.id, deps.now());
      return { data: { ok: true as const } };
    },
  ),
];
