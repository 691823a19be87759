import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import {
  PERSONNEL_CSV_MAX_BYTES,
  PERSONNEL_CSV_MESSAGES,
  PersonnelCsvFormSchema,
} from '#contract/personnel-csv';
import {
  AddTourPersonnelResultSchema,
  AddTourPersonnelSchema,
  PersonnelIdParamsSchema,
  ShareInformationConsentSchema,
  TourPersonnelSchema,
  UpdateTourPersonnelSchema,
} from '#contract/tour-personnel';
import type { AppDeps, AuthUser } from '../../http/context';
import { defineRoute } from '../../http/route';
import { inviteWarnings } from '../availability/booking-warnings.service';
import { mailInvitations } from './mail-invitations';
import { addTourPersonnel, type InviteResult, importPersonnelCsv } from './personnel-invite.service';
import { setShareInformation } from './share-information.service';
import {
  getTourPersonnel,
  listTourPersonnel,
  removeTourPersonnel,
  updateTourPersonnel,
} from './tour-personnel.service';

const tag = 'Tour personnel';
/** Room for the multipart envelope around a file of the maximum size. */
const CSV_BODY_MAX_BYTES = PERSONNEL_CSV_MAX_BYTES + 64 * 1024;

/** The invitations sent, plus booking warnings (only when there are any: the write happened regardless). */
const answerOf = (result: InviteResult, warnings: string[]) => ({
  invited: result.invited.map((invitation) => invitation.email),
  skipped: result.skipped,
  ...(warnings.length > 0 ? { warnings } : {}),
});

const warningsOf = (deps: AppDeps, user: AuthUser, tourId: string, result: InviteResult) =>
  inviteWarnings(
    deps.database.db,
    user,
    tourId,
    result.invited.map((invitation) => invitation.email),
  );

export const tourPersonnelRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/tours/{id}/personnel',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'People on the tour with their project role and title',
      response: v.array(TourPersonnelSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await listTourPersonnel(deps.database.db, user, params.id),
    }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/tours/{id}/personnel',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: AddTourPersonnelSchema,
      summary: 'Invite people by comma-separated e-mails; they join when they accept',
      response: AddTourPersonnelResultSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => {
      const result = await deps.database.db.transaction((tx) =>
        addTourPersonnel(tx, user, params.id, body, deps.now()),
      );
      await mailInvitations(deps, user, params.id, result.invited);
      return { data: answerOf(result, await warningsOf(deps, user, params.id, result)) };
    },
  ),
  defineRoute(
    {
      method: 'post',
      path: '/tours/{id}/upload-personnel-csv',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      multipart: true,
      body: PersonnelCsvFormSchema,
      bodyLimit: { maxBytes: CSV_BODY_MAX_BYTES, message: PERSONNEL_CSV_MESSAGES.tooLarge },
      summary:
        'Invite people from a CSV (multipart `file`; columns email, role, role title, first name, last name). ' +
        'Every row is checked first: any bad row answers 400 with `fields` {"row N": message} and imports nobody',
      response: AddTourPersonnelResultSchema,
      errors: [400, 401, 403, 404, 413],
    },
    async ({ params, body }, { deps, user }) => {
      const text = await body.file.text();
      const result = await deps.database.db.transaction((tx) =>
        importPersonnelCsv(tx, user, params.id, text, deps.now()),
      );
      await mailInvitations(deps, user, params.id, result.invited);
      return { data: answerOf(result, await warningsOf(deps, user, params.id, result)) };
    },
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/tours/{id}/share-information-consent',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: ShareInformationConsentSchema,
      summary: 'Your own consent: let this tour’s managers read your personal and travelling details',
      response: TourPersonnelSchema,
      errors: [400, 401, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        setShareInformation(tx, user, params.id, body.shareInformation, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/tours/{id}/personnel/{personnelId}',
      tag,
      access: 'user',
      params: PersonnelIdParamsSchema,
      summary: 'One person on the tour',
      response: TourPersonnelSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await getTourPersonnel(deps.database.db, user, params.id, params.personnelId),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/tours/{id}/personnel/{personnelId}',
      tag,
      access: 'user',
      params: PersonnelIdParamsSchema,
      body: UpdateTourPersonnelSchema,
      summary: 'Change a person’s project role or role title',
      response: TourPersonnelSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        updateTourPersonnel(tx, user, params.id, params.personnelId, body, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/tours/{id}/personnel/{personnelId}',
      tag,
      access: 'user',
      params: PersonnelIdParamsSchema,
      summary: 'Take a person off the tour',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) =>
        removeTourPersonnel(tx, user, params.id, params.personnelId, deps.now()),
      );
      return { data: { ok: true } };
    },
  ),
];
