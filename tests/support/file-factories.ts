/**
 * Files through the API, as the client sends them: multipart uploads, attaching, download URLs.
 * Setup calls throw with the answer when they do not succeed (via `must`).
 */
import type { UploadPurpose } from '#contract/files';
import type { AnswerOf } from './api-client';
import type { TestApp, TestResponse } from './test-app';
import { must } from './tour-factories';

export interface UploadOptions {
  name?: string;
  purpose?: UploadPurpose | string;
  /** What the browser claims; the server must ignore it. */
  type?: string;
  headers?: Record<string, string>;
}

export function uploadForm(bytes: Uint8Array | null, options: UploadOptions = {}): FormData {
  const form = new FormData();
  if (bytes)
    form.append(
      'file',
      new Blob([new Uint8Array(bytes)], { type: options.type ?? '' }),
      options.name ?? 'file.pdf',
    );
  if (options.purpose !== undefined || bytes) form.append('purpose', options.purpose ?? 'DAY_FILE');
  return form;
}

/** Sends any body to POST /api/upload (a FormData, raw bytes, a stream) and parses the JSON answer. */
export async function sendUpload<T = unknown>(
  t: TestApp,
  token: string,
  body: BodyInit,
  headers: Record<string, string> = {},
): Promise<TestResponse<T>> {
  const init: RequestInit & { duplex?: 'half' } = {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${token}`, ...headers },
    duplex: 'half',
  };
  const response = await t.app.request('/api/upload', init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

/** Uploads `bytes` as the browser's form would; the answer is typed by POST /upload unless T names another. */
export function upload<T = { data: AnswerOf<'POST /upload'> }>(
  t: TestApp,
  token: string,
  bytes: Uint8Array | null,
  options: UploadOptions = {},
) {
  return sendUpload<T>(t, token, uploadForm(bytes, options), options.headers);
}

export async function uploaded(t: TestApp, token: string, bytes: Uint8Array, options: UploadOptions = {}) {
  return must(await upload(t, token, bytes, options), 201).data;
}

export async function attachTourFile(t: TestApp, token: string, tourId: string, key: string, name?: string) {
  const body = name ? { key, name } : { key };
  return must(await t.call('POST /tour-files/{id}', { params: { id: tourId }, body, token }), 201).data;
}

export async function attachDayFile(t: TestApp, token: string, tourDayId: string, key: string) {
  return must(await t.call('POST /day-files', { body: { tourDayId, key }, token }), 201).data;
}

/** Uploads `bytes` and attaches them to the day in one go. */
export async function dayFile(
  t: TestApp,
  token: string,
  tourDayId: string,
  bytes: Uint8Array,
  name = 'Stage plot.pdf',
) {
  const { key } = await uploaded(t, token, bytes, { name, purpose: 'DAY_FILE' });
  return attachDayFile(t, token, tourDayId, key);
}

export async function tourFile(
  t: TestApp,
  token: string,
  tourId: string,
  bytes: Uint8Array,
  name = 'Tour book.pdf',
) {
  const { key } = await uploaded(t, token, bytes, { name, purpose: 'TOUR_FILE' });
  return attachTourFile(t, token, tourId, key);
}

export async function downloadUrl(t: TestApp, token: string, fileId: string) {
  return must(await t.call('POST /upload/download-url', { body: { fileId }, token })).data;
}

/** Follows a download URL WITHOUT a bearer token, as an <a href> or the service worker does. */
export async function download(t: TestApp, url: string) {
  const response = await t.app.request(url);
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** Every key in the app's file storage. */
export async function storedKeys(t: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const stored of t.deps.storage.list()) keys.push(stored.key);
  return keys.sort();
}
