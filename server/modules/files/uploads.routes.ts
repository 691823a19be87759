import * as v from 'valibot';
import { OkSchema } from '#contract/common';
import {
  DownloadUrlRequestSchema,
  DownloadUrlSchema,
  FILE_MESSAGES,
  OTHER_FILE_MAX_BYTES,
  UploadFormSchema,
  UploadKeySchema,
  UploadSchema,
} from '#contract/files';
import { defineRoute, type RateLimitRule } from '../../http/route';
import { createDownloadUrl, openDownload } from './downloads.service';
import { UPLOAD_BODY_MAX_BYTES } from './files.policy';
import { removeBytes } from './remove-bytes';
import { receiveUpload } from './upload-stream';
import { discardStagedUpload, recordUpload } from './uploads.service';

const tag = 'Files';
/** Generous for a manager adding a day's paperwork, tight enough to stop a runaway client filling the disk. */
const UPLOADS_PER_USER: RateLimitRule = { name: 'upload', limit: 60, windowSeconds: 600, per: 'user' };

export const uploadsRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/upload',
      tag,
      access: 'user',
      status: 201,
      multipart: true,
      body: UploadFormSchema,
      // Straight into storage as it arrives: memory stays flat whatever the file's size.
      streamFile: (file, { deps }) => receiveUpload(deps.storage, file),
      bodyLimit: { maxBytes: UPLOAD_BODY_MAX_BYTES, message: FILE_MESSAGES.tooLarge(OTHER_FILE_MAX_BYTES) },
      rateLimits: [UPLOADS_PER_USER],
      summary: 'Upload a file (multipart: file, purpose); its type is read from the content. Attach it next.',
      response: UploadSchema,
      errors: [400, 401, 413, 429],
    },
    async ({ body, file }, { deps, user }) => ({
      data: await recordUpload(deps.database.db, user, { stored: file, purpose: body.purpose }, deps.now()),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/upload/delete',
      tag,
      access: 'user',
      body: UploadKeySchema,
      summary: 'Discard one of your own uploads that is not attached to anything',
      response: OkSchema,
      errors: [400, 401, 404],
    },
    async ({ body }, { deps, user }) => {
      await removeBytes(deps, await discardStagedUpload(deps.database.db, user, body.key));
      return { data: { ok: true } };
    },
  ),
  defineRoute(
    {
      method: 'post',
      path: '/upload/download-url',
      tag,
      access: 'user',
      body: DownloadUrlRequestSchema,
      summary: `A signed URL to download a file, valid for a few minutes without the Authorization header`,
      response: DownloadUrlSchema,
      errors: [400, 401, 404],
    },
    async ({ body }, { deps, user }) => ({ data: await createDownloadUrl(deps, user, body.fileId) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/files/download/{token}',
      tag,
      access: 'public',
      raw: true,
      binary: true,
      // Any string: a malformed token is answered like a forged or expired one, 404.
      params: v.object({ token: v.string() }),
      summary:
        'The bytes of a file, by a signed token from POST /upload/download-url (no bearer needed; the person it ' +
        'was issued to must still be allowed to read the file). One `Range: bytes=` range → 206; outside the file → 416',
      errors: [404, 416],
    },
    async ({ params }, { deps, c }) =>
      openDownload(deps, params.token, { range: c.req.header('range'), ifRange: c.req.header('if-range') }),
  ),
];
