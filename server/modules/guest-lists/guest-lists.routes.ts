import * as v from 'valibot';
import { IdParamSchema } from '#contract/common';
import {
  GuestListParamsSchema,
  GuestListSubmissionSchema,
  PatchGuestListSchema,
  SubmitGuestListSchema,
} from '#contract/guest-lists';
import { defineRoute } from '../../http/route';
import { listGuestList, patchGuestList, submitGuestList } from './guest-lists.service';

const tag = 'Guest lists';

export const guestListsRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/events/{id}/guest-list-submissions',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: SubmitGuestListSchema,
      summary: 'Ask for guests on a show (id = the SHOW event)',
      response: GuestListSubmissionSchema,
      errors: [400, 401, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        submitGuestList(tx, user, params.id, body, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/events/{id}/guest-list-submissions',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The show’s guest list: managers see every request, others their own',
      response: v.array(GuestListSubmissionSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await listGuestList(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/events/{id}/guest-list-submissions/{submissionId}',
      tag,
      access: 'user',
      params: GuestListParamsSchema,
      body: PatchGuestListSchema,
      summary: 'Edit a pending request (its requester), approve or decline, or check guests in (managers)',
      response: GuestListSubmissionSchema,
      errors: [400, 401, 403, 404, 409],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        patchGuestList(tx, user, params.submissionId, body, deps.now(), params.id),
      ),
    }),
  ),
];
