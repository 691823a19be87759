import { AttachFileByKeySchema, DeleteFileQuerySchema } from '#contract/artist-files';
import { IdParamSchema, OkSchema } from '#contract/common';
import { RiderFileSchema } from '#contract/rider-supporting-acts';
import { defineRoute } from '../../http/route';
import { removeBytes } from '../files/remove-bytes';
import { requireRider, requireSupportingAct } from './rider-access';
import { attachRiderFile, deleteRiderFile } from './rider-files.service';

const tag = 'Riders';
const writeErrors = [400, 401, 403, 404];

/** Files of riders and of their supporting acts (upload-file, delete-file). */
export const riderFilesRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/riders/{id}/upload-file',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: AttachFileByKeySchema,
      summary: 'Attach one of your RIDER_FILE uploads to a rider',
      response: RiderFileSchema,
      errors: writeErrors,
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction(async (tx) => {
        const rider = await requireRider(tx, user, params.id, true);
        return attachRiderFile(tx, user, rider, null, body, deps.now());
      }),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/riders/{id}/delete-file',
      tag,
      access: 'user',
      params: IdParamSchema,
      query: DeleteFileQuerySchema,
      summary: 'Delete a file of a rider (?fileId= the file)',
      response: OkSchema,
      errors: writeErrors,
    },
    async ({ params, query }, { deps, user }) => {
      const key = await deps.database.db.transaction(async (tx) => {
        const rider = await requireRider(tx, user, params.id, true);
        return deleteRiderFile(tx, rider, null, query.fileId, deps.now());
      });
      await removeBytes(deps, key);
      return { data: { ok: true as const } };
    },
  ),
  defineRoute(
    {
      method: 'post',
      path: '/rider-supporting-acts/{id}/upload-file',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: AttachFileByKeySchema,
      summary: 'Attach one of your RIDER_FILE uploads to a supporting act',
      response: RiderFileSchema,
      errors: writeErrors,
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction(async (tx) => {
        const { rider } = await requireSupportingAct(tx, user, params.id, true);
        return attachRiderFile(tx, user, rider, params.id, body, deps.now());
      }),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/rider-supporting-acts/{id}/delete-file',
      tag,
      access: 'user',
      params: IdParamSchema,
      query: DeleteFileQuerySchema,
      summary: 'Delete a file of a supporting act (?fileId= the file)',
      response: OkSchema,
      errors: writeErrors,
    },
    async ({ params, query }, { deps, user }) => {
      const key = await deps.database.db.transaction(async (tx) => {
        const { rider } = await requireSupportingAct(tx, user, params.id, true);
        return deleteRiderFile(tx, rider, params.id, query.fileId, deps.now());
      });
      await removeBytes(deps, key);
      return { data: { ok: true as const } };
    },
  ),
];
