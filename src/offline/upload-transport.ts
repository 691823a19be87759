/**
 * How queued uploads reach the API: the app's (`apiUploadTransport`: the XHR upload with the
 * session's token and refresh, then a JSON attach) and one over any fetch for tests and tools.
 * Every attach carries the queued row's id as its Idempotency-Key: a repeat after a lost reply
 * gets the first answer, never a second file. Both throw `ApiError` (status 0: no answer).
 */
import * as v from 'valibot';
import { UPLOAD_FORM_FIELDS, type Upload, type UploadPurpose, UploadSchema } from '#contract/files';
import { ApiError, errorFromResponse, networkError } from '../api/api-error';
import { apiRequest } from '../api/client';
import { uploadFile } from '../api/upload';
import type { Connectivity } from './connectivity';
import { type FetchLike, isNetworkFailure } from './transport';
import type { UploadTarget } from './upload-queue';

export type UploadTransport = {
  upload(blob: Blob, name: string, purpose: UploadPurpose): Promise<Upload>;
  attach(target: UploadTarget, stagedKey: string, idempotencyKey: string): Promise<void>;
};

/** The attach call of each target (the same routes the online screens use). */
export function attachRequest(target: UploadTarget, key: string): { path: string; body: object } {
  switch (target.kind) {
    case 'tour':
      return { path: `/tour-files/${encodeURIComponent(target.tourId)}`, body: { key } };
    case 'day':
      return { path: '/day-files', body: { tourDayId: target.tourDayId, key } };
    case 'artist':
      return { path: `/artists/${encodeURIComponent(target.artistId)}/upload-file`, body: { key } };
    case 'rider':
      return { path: `/riders/${encodeURIComponent(target.riderId)}/upload-file`, body: { key } };
    case 'supportingAct':
      return {
        path: `/rider-supporting-acts/${encodeURIComponent(target.supportingActId)}/upload-file`,
        body: { key },
      };
  }
}

const AnySchema = v.unknown();

export const apiUploadTransport: UploadTransport = {
  upload: (blob, name, purpose) => uploadFile(blob, purpose, undefined, name),
  async attach(target, stagedKey, idempotencyKey) {
    const { path, body } = attachRequest(target, stagedKey);
    await apiRequest(path, AnySchema, { method: 'POST', body, idempotencyKey });
  },
};

/** Over a plain fetch with a fixed bearer token (no refresh), like `fetchTransport`. */
export function fetchUploadTransport(
  fetchFn: FetchLike,
  options: { baseUrl?: string; token?: () => string | null } = {},
): UploadTransport {
  const baseUrl = options.baseUrl ?? '/api';
  const authHeaders = (): Record<string, string> => {
    const token = options.token?.();
    return token ? { Accept: 'application/json', Authorization: `Bearer ${token}` } : {};
  };
  const send = async (path: string, init: RequestInit): Promise<Response> => {
    let response: Response;
    try {
      response = await fetchFn(`${baseUrl}${path}`, init);
    } catch {
      throw networkError();
    }
    if (!response.ok) throw await errorFromResponse(response);
    return response;
  };
  return {
    async upload(blob, name, purpose) {
      const form = new FormData();
      form.append(UPLOAD_FORM_FIELDS.purpose, purpose);
      form.append(UPLOAD_FORM_FIELDS.file, blob, name);
      const response = await send('/upload', { method: 'POST', headers: authHeaders(), body: form });
      const parsed = v.safeParse(v.object({ data: UploadSchema }), await response.json().catch(() => null));
      if (!parsed.success)
        throw new ApiError({
          status: response.status,
          code: 'unknown',
          message: 'Unreadable upload answer.',
        });
      return parsed.output.data;
    },
    async attach(target, stagedKey, idempotencyKey) {
      const { path, body } = attachRequest(target, stagedKey);
      const headers = {
        ...authHeaders(),
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
      };
      await send(path, { method: 'POST', headers, body: JSON.stringify(body) });
    },
  };
}

/** Reports outcomes to connectivity, like the sync transport: no answer → offline, any answer → online. */
export function observeUploadConnectivity(
  transport: UploadTransport,
  connectivity: Connectivity,
): UploadTransport {
  const observe = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      const result = await call();
      connectivity.reportSuccess();
      return result;
    } catch (error) {
      if (isNetworkFailure(error)) connectivity.reportFailure();
      else if (error instanceof ApiError) connectivity.reportSuccess();
      throw error;
    }
  };
  return {
    upload: (blob, name, purpose) => observe(() => transport.upload(blob, name, purpose)),
    attach: (target, stagedKey, key) => observe(() => transport.attach(target, stagedKey, key)),
  };
}
