/**
 * How the sync engine reaches the API. The app uses `apiTransport` (the shared fetch client: bearer
 * token, one refresh on 401, session end); tests and tools pass `fetchTransport` over any fetch.
 * Both throw `ApiError`; a request that never got an answer is `status 0, code network_error`.
 */
import * as v from 'valibot';
import { ApiError, errorFromResponse, networkError } from '../api/api-error';
import { API_TIMEOUT_MS, apiRequest } from '../api/client';
import type { Connectivity } from './connectivity';

export type TransportRequest = {
  method: 'GET' | 'POST';
  query?: Record<string, string>;
  body?: unknown;
};

export type SyncTransport = {
  /** Calls `/api<path>` and returns the validated `data` of the answer. */
  request<S extends v.GenericSchema>(
    path: string,
    schema: S,
    init: TransportRequest,
  ): Promise<v.InferOutput<S>>;
};

/** A push may carry a big batch (500 queued edits): it gets longer than a read before it counts as lost. */
export const SYNC_PUSH_TIMEOUT_MS = 30_000;

const timeoutFor = (init: TransportRequest) =>
  init.method === 'POST' ? SYNC_PUSH_TIMEOUT_MS : API_TIMEOUT_MS;

export const apiTransport: SyncTransport = {
  request: (path, schema, init) => apiRequest(path, schema, { ...init, timeoutMs: timeoutFor(init) }),
};

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** A transport over a plain fetch with a fixed bearer token (no refresh): for tests and tools. */
export function fetchTransport(
  fetchFn: FetchLike,
  options: { baseUrl?: string; token?: () => string | null } = {},
): SyncTransport {
  const baseUrl = options.baseUrl ?? '/api';
  return {
    async request(path, schema, init) {
      const headers: Record<string, string> = { Accept: 'application/json' };
      const token = options.token?.();
      if (token) headers.Authorization = `Bearer ${token}`;
      if (init.body !== undefined) headers['Content-Type'] = 'application/json';
      const search = init.query ? `?${new URLSearchParams(init.query).toString()}` : '';
      let response: Response;
      try {
        response = await fetchFn(`${baseUrl}${path}${search}`, {
          method: init.method,
          headers,
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: AbortSignal.timeout(timeoutFor(init)),
        });
      } catch {
        throw networkError();
      }
      if (!response.ok) throw await errorFromResponse(response);
      const parsed = v.safeParse(v.object({ data: schema }), await response.json().catch(() => null));
      if (!parsed.success) {
        throw new ApiError({
          status: response.status,
          code: 'unknown',
          message: 'The server sent an answer this app does not understand.',
        });
      }
      return parsed.output.data;
    },
  };
}

/** No answer at all: the device is offline or the server unreachable. */
export const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;
export const isSessionRefused = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Reports request outcomes to connectivity: no answer → offline, any answer → online. */
export function observeConnectivity(transport: SyncTransport, connectivity: Connectivity): SyncTransport {
  return {
    async request(path, schema, init) {
      try {
        const data = await transport.request(path, schema, init);
        connectivity.reportSuccess();
        return data;
      } catch (error) {
        if (isNetworkFailure(error)) connectivity.reportFailure();
        else if (error instanceof ApiError) connectivity.reportSuccess();
        throw error;
      }
    },
  };
}
