import * as v from 'valibot';
import { ArtistFileSchema, AttachFileByKeySchema, DeleteFileQuerySchema } from '#contract/artist-files';
import { IdParamSchema, OkSchema } from '#contract/common';
import { TourFileSchema } from '#contract/files';
import { notFound } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { attachArtistFile, deleteArtistFile, listArtistFiles } from './artist-files.service';
import { attachTourFile, deleteTourFile, requireTourFile } from './files.service';
import { removeBytes } from './remove-bytes';

const tag = 'Files';

/** Artist files, and their tour aliases over the tour-file service. */
export const artistFilesRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/artists/{id}/upload-file',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: AttachFileByKeySchema,
      summary: 'Attach one of your ARTIST_FILE uploads to an artist (id = artist id; the workspace owner)',
      response: ArtistFileSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        attachArtistFile(tx, user, params.id, body, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/artists/{id}/files',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary:
        'Addition to the catalogue: the files of an artist, newest first (the workspace, and everyone on a tour of the artist)',
      response: v.array(ArtistFileSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await listArtistFiles(deps.database.db, user, params.id),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/artists/{id}/delete-file',
      tag,
      access: 'user',
      params: IdParamSchema,
      query: DeleteFileQuerySchema,
      summary: 'Delete a file of an artist (id = artist id, ?fileId= the file; the workspace owner)',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, query }, { deps, user }) => {
      const key = await deps.database.db.transaction((tx) =>
        deleteArtistFile(tx, user, params.id, query.fileId, deps.now()),
      );
      await removeBytes(deps, key);
      return { data: { ok: true as const } };
    },
  ),
  defineRoute(
    {
      method: 'post',
      path: '/tours/{id}/upload-file',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: AttachFileByKeySchema,
      summary: 'Attach one of your uploads to a tour (id = tour id; same as POST /tour-files/{id})',
      response: TourFileSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => attachTourFile(tx, user, params.id, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/tours/{id}/delete-file',
      tag,
      access: 'user',
      params: IdParamSchema,
      query: DeleteFileQuerySchema,
      summary: 'Delete a tour-level file (id = tour id, ?fileId= the file; same as DELETE /tour-files/{id})',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, query }, { deps, user }) => {
      const key = await deps.database.db.transaction(async (tx) => {
        const { file } = await requireTourFile(tx, user, query.fileId, ['TOUR']);
        // A file of another tour is not this tour's file, whoever may see it.
        if (file.tourId !== params.id) throw notFound();
        return deleteTourFile(tx, user, query.fileId, deps.now(), ['TOUR']);
      });
      await removeBytes(deps, key);
      return { data: { ok: true as const } };
    },
  ),
];
