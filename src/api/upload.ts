/**
 * `POST /upload` with progress: multipart bytes through XMLHttpRequest (fetch cannot report upload
 * progress). Same session rules as `apiRequest` (`sendInSession`): one refresh on 401, then the
 * session ends. A
 * stalled upload (no progress for a while) is aborted as a network error, so dead Wi-Fi never
 * leaves a spinner; the server keeps nothing of an upload that did not finish.
 */
import * as v from 'valibot';
import { UPLOAD_FORM_FIELDS, type Upload, type UploadPurpose, UploadSchema } from '#contract/files';
import { ApiError, errorFromResponse, networkError } from './api-error';
import { sendInSession } from './client';
import { API_TIMEOUT_MS } from './timeouts';

export type UploadProgress = { loaded: number; total: number };

function send(
  file: Blob,
  name: string,
  purpose: UploadPurpose,
  authToken: string | undefined,
  onProgress?: (progress: UploadProgress) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    const armStallTimer = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => xhr.abort(), API_TIMEOUT_MS * 2);
    };
    xhr.open('POST', '/api/upload');
    xhr.setRequestHeader('Accept', 'application/json');
    if (authToken) xhr.setRequestHeader('Authorization', `Bearer ${authToken}`);
    xhr.upload.onprogress = (event) => {
      armStallTimer();
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    xhr.onload = () => {
      clearTimeout(stallTimer);
      const type = xhr.getResponseHeader('Content-Type') ?? 'application/json';
      resolve(new Response(xhr.responseText, { status: xhr.status, headers: { 'Content-Type': type } }));
    };
    const fail = () => {
      clearTimeout(stallTimer);
      reject(networkError());
    };
    xhr.onerror = fail;
    xhr.onabort = fail;
    const form = new FormData();
    form.append(UPLOAD_FORM_FIELDS.purpose, purpose);
    form.append(UPLOAD_FORM_FIELDS.file, file, name);
    armStallTimer();
    xhr.send(form);
  });
}

/** Uploads the bytes; answers the staged upload (its `key` is then attached to a tour or day). */
export async function uploadFile(
  file: Blob,
  purpose: UploadPurpose,
  onProgress?: (progress: UploadProgress) => void,
  /** A queued Blob has no name of its own; a File's is used otherwise. */
  name = file instanceof File ? file.name : 'file',
): Promise<Upload> {
  const response = await sendInSession((authToken) => send(file, name, purpose, authToken, onProgress));
  if (!response.ok) throw await errorFromResponse(response);
  const parsed = v.safeParse(v.object({ data: UploadSchema }), await response.json().catch(() => null));
  if (!parsed.success)
    throw new ApiError({
      status: response.status,
      code: 'unknown',
      message: 'The upload answer was unreadable.',
    });
  return parsed.output.data;
}
