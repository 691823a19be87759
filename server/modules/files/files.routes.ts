import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import {
  AttachDayFileSchema,
  AttachTourFileSchema,
  TourFileSchema,
  TourFilesQuerySchema,
} from '#contract/files';
import { type FileKind, TOUR_FILE_KINDS } from '../../db/schema/index';
import type { AppDeps, AuthUser } from '../../http/context';
import { defineRoute } from '../../http/route';
import { attachDayFile, attachTourFile, deleteTourFile, listDayFiles, listTourFiles } from './files.service';
import { removeBytes } from './remove-bytes';

const tag = 'Files';

/** Tombstone in the transaction; the bytes go only once it has committed. */
async function deleteFile(deps: AppDeps, user: AuthUser, fileId: string, kinds: readonly FileKind[]) {
  const key = await deps.database.db.transaction((tx) => deleteTourFile(tx, user, fileId, deps.now(), kinds));
  await removeBytes(deps, key);
  return { data: { ok: true as const } };
}

const deleteRoute = <Path extends string>(path: Path, kinds: readonly FileKind[], summary: string) =>
  defineRoute(
    {
      method: 'delete',
      path,
      tag,
      access: 'user',
      params: IdParamSchema,
      summary,
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => deleteFile(deps, user, params.id, kinds),
  );

export const filesRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/tour-files/{id}',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: AttachTourFileSchema,
      summary: 'Attach one of your uploads to a tour (id = tour id; owners and managers)',
      response: TourFileSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => attachTourFile(tx, user, params.id, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/tour-files',
      tag,
      access: 'user',
      query: TourFilesQuerySchema,
      summary: 'The tour-level files of a tour (day files: GET /day-files/{id})',
      response: v.array(TourFileSchema),
      errors: [400, 401, 404],
    },
    async ({ query }, { deps, user }) => ({
      data: await listTourFiles(deps.database.db, user, query.tourId),
    }),
  ),
  deleteRoute('/tour-files/{id}', ['TOUR'], 'Delete a tour file (id = file id; owners and managers)'),
  defineRoute(
    {
      method: 'post',
      path: '/day-files',
      tag,
      access: 'user',
      status: 201,
      body: AttachDayFileSchema,
      summary: 'Attach one of your uploads to a tour day (owners and managers of its tour)',
      response: TourFileSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => attachDayFile(tx, user, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/day-files/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The files of a tour day (id = tour day id)',
      response: v.array(TourFileSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await listDayFiles(deps.database.db, user, params.id) }),
  ),
  deleteRoute('/day-files/{id}', ['DAY'], 'Delete a day file (id = file id; owners and managers)'),
  deleteRoute('/files/{id}', TOUR_FILE_KINDS, 'Delete a file of any kind you may manage (id = file id)'),
];
