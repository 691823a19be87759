/**
 * The fetch client for `/api`: bearer token, `{data}` unwrapping, `ApiError`s, and one
 * refresh-then-retry on 401. It must never retry a request more than once, and never attempt a
 * refresh for calls that are not part of a session (login, register, links from e-mails).
 */
import * as v from 'valibot';
import { ApiError, errorFromResponse, networkError } from './api-error';
import { readAuth } from './auth-storage';
import { refreshSession } from './refresh';
import { endSession } from './session';
import { API_TIMEOUT_MS } from './timeouts';

const API_BASE = '/api';

export { API_TIMEOUT_MS } from './timeouts';

type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string>;
  /** `false` for calls made without a session; their 401s are plain errors, not expired sessions. */
  session?: boolean;
  /**
   * `false` when a refused session is the expected outcome (signing out): the 401 is thrown
   * without announcing an expired session. A refresh is still tried first.
   */
  endSessionOnRefusal?: boolean;
  /** How long to wait for an answer before giving up as a network error; `API_TIMEOUT_MS` by default. */
  timeoutMs?: number;
  /** Makes a retried write safe: the server answers a repeat with the first answer (docs/api.md). */
  idempotencyKey?: string;
};

function buildUrl(path: string, query: Record<string, string> | undefined): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${API_BASE}${path}${search}`;
}

const bodyText = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));

async function send(path: string, options: RequestOptions, authToken: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = options.body instanceof FormData;
  // A form sets its own multipart Content-Type (with the boundary); everything else is JSON.
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (authToken) headers.Authorization = `Bearer ${authToken}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body instanceof FormData ? options.body : bodyText(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS),
    });
  } catch {
    throw networkError();
  }
}

async function unwrap<S extends v.GenericSchema>(response: Response, schema: S): Promise<v.InferOutput<S>> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = v.safeParse(v.object({ data: schema }), body);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'unknown',
      message: 'The server sent an answer this app does not understand.',
    });
  }
  return parsed.output.data;
}

/**
 * Sends with the stored access token; on a 401, refreshes once and sends again. A refused refresh
 * (or a second 401) throws the server's error and, unless told otherwise, ends the session.
 * Shared by every signed-in call, JSON or upload, so the session rules live in one place.
 */
export async function sendInSession(
  sendWith: (authToken: string | undefined) => Promise<Response>,
  options: { endSessionOnRefusal?: boolean } = {},
): Promise<Response> {
  const tokens = readAuth();
  let response = await sendWith(tokens?.authToken);
  if (response.status !== 401) return response;
  const refreshed = tokens ? await refreshSession(tokens.authToken) : null;
  if (refreshed) response = await sendWith(refreshed.authToken);
  if (!refreshed || response.status === 401) {
    const error = await errorFromResponse(response);
    // A session ended while this request was out (signed out, account removed: the tokens it was
    // sent with are gone) was announced by whatever ended it; "expired" would overwrite that.
    const endedMeanwhile = tokens !== null && readAuth() === null;
    if (options.endSessionOnRefusal !== false && !endedMeanwhile) endSession('expired');
    throw error;
  }
  return response;
}

/** Calls the API and returns the validated `data` of the answer; throws `ApiError` otherwise. */
export async function apiRequest<S extends v.GenericSchema>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<v.InferOutput<S>> {
  const response =
    options.session === false
      ? await send(path, options, undefined)
      : await sendInSession((authToken) => send(path, options, authToken), options);
  if (!response.ok) throw await errorFromResponse(response);
  return unwrap(response, schema);
}
