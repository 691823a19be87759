/**
 * A typed client over the route declarations: `t.call('GET /tours/{id}', {params: {id}, token})`.
 * The key is the route's method and OpenAPI path, so a test names the endpoint as the docs do; the
 * params, query and body are typed by the route's schemas (what a client sends) and the answer's
 * `data` by its `response` schema. Outside production the server checks every answer against that
 * same schema (server/http/route.ts), so the type a test reads is the type the server sent.
 */
import type * as v from 'valibot';
import type { ApiRoute } from '../../server/routes';
import type { RequestOptions, TestResponse } from './test-app';

type Spec = ApiRoute['spec'];
type KeyOf<S> = S extends { method: infer M extends string; path: infer P extends string }
  ? `${Uppercase<M>} ${P}`
  : never;

/** Every endpoint as `METHOD /path/{param}`, e.g. `'POST /events/{id}/guest-list-submissions'`. */
export type RouteKey = KeyOf<Spec>;

/**
 * The declaration behind a key. A declaration may answer several keys (one `defineRoute` mapped over
 * paths, as GET /events/{id} and /v2/events/{id}), so it is picked when its keys and K share one.
 */
export type SpecOf<K extends RouteKey, S = Spec> = S extends unknown
  ? [Extract<KeyOf<S>, K>] extends [never]
    ? never
    : S
  : never;

type Sent<S> = S extends v.GenericSchema ? v.InferInput<S> : never;
type Has<S> = [NonNullable<S>] extends [never] ? false : true;

/** What a call sends: params when the path has some, a body when the route takes one. */
export type CallInput<S extends Spec> = RequestOptions &
  (Has<S['params']> extends true ? { params: Sent<NonNullable<S['params']>> } : { params?: never }) &
  (Has<S['query']> extends true ? { query?: Sent<NonNullable<S['query']>> } : { query?: never }) &
  (Has<S['body']> extends true ? { body: Sent<NonNullable<S['body']>> | FormData } : { body?: never });

/** What the route's body schema accepts (its input type): for factories that take overrides. */
export type BodyOf<K extends RouteKey> = Sent<NonNullable<SpecOf<K>['body']>>;

/** What `data` holds on success, by the route's `response` schema. */
export type AnswerOf<K extends RouteKey> =
  NonNullable<SpecOf<K>['response']> extends infer R extends v.GenericSchema ? v.InferOutput<R> : never;

interface LooseInput extends RequestOptions {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown> | FormData;
}

type Request = <T>(
  method: string,
  path: string,
  body: Record<string, unknown> | FormData | undefined,
  opts: RequestOptions,
) => Promise<TestResponse<T>>;

/** `{id}` → the param's value; the query string from the defined query values. */
function pathOf(pattern: string, input: LooseInput): string {
  const path = pattern.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${pattern}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const query = Object.entries(input.query ?? {}).filter(([, value]) => value !== undefined);
  const search = new URLSearchParams(query.map(([name, value]) => [name, String(value)])).toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

export function apiClient(request: Request) {
  function call<K extends RouteKey>(
    key: K,
    input: CallInput<SpecOf<K>>,
  ): Promise<TestResponse<{ data: AnswerOf<K> }>>;
  function call(key: string, input: LooseInput): Promise<TestResponse<unknown>> {
    const [method = '', pattern = ''] = key.split(' ');
    const { params: _params, query: _query, body, ...opts } = input;
    return request(method, pathOf(pattern, input), body, opts);
  }
  return call;
}
