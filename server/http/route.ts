/**
 * One declaration per endpoint: it drives request validation, access checks, rate limits, the
 * `{data}` envelope AND the OpenAPI document, so the docs can never drift from what is enforced.
 * Outside production every JSON answer is also checked against `response`, so the documented
 * answer cannot drift from what the server sends without a test failing.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { ApiErrorBody } from '#contract/errors';
import type { AppDeps, AppEnv, AuthUser } from './context';
import { AppError, forbidden, noSuchEndpoint, unauthorized } from './errors';
import { withIdempotency } from './idempotency';
import { isFromLoopback } from './loopback';
import { hitRateLimit } from './rate-limit';
import type { RequestHash } from './request-hash';
import { parse, parseBody } from './route-input';
import {
  type IncomingFile,
  type ReceivedFile,
  readStreamedForm,
  type STREAMED_FILE_FIELD,
  type StreamedForm,
} from './streamed-form';

type AnySchema = v.GenericSchema;
type Out<S> = S extends AnySchema ? v.InferOutput<S> : undefined;
export type Access = 'public' | 'user' | 'admin';
export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

export interface RateLimitRule {
  name: string;
  /** Requests allowed per window, before RATE_LIMIT_SCALE. */
  limit: number;
  windowSeconds: number;
  /** What one bucket is: the caller's IP, an account field of the validated body, or the signed-in user. */
  per: 'ip' | 'email' | 'user';
}

export interface RouteSpec<
  A extends Access,
  B,
  Q,
  P,
  R extends AnySchema | undefined = AnySchema | undefined,
  M extends Method = Method,
  Path extends string = string,
  F = unknown,
> {
  method: M;
  /** OpenAPI-style path under /api, e.g. `/users/status/{id}`. */
  path: Path;
  summary: string;
  tag: string;
  access: A;
  body?: B;
  /** The body is multipart/form-data (fields and File parts, validated by `body`), not JSON. */
  multipart?: boolean;
  /**
   * Multipart only: the part named `file` is never read into memory but handed to this WHILE it
   * arrives (an upload streams into storage). What it gives back is the handler's `file`, taken
   * back (`discard`) when the request fails after all. `body` still documents the whole form and
   * validates its other fields; a form without the part gets the schema's message for `file`.
   */
  streamFile?(file: IncomingFile, ctx: RouteContext<A>): Promise<ReceivedFile<F>>;
  /** A body limit of its own instead of the JSON limit every other /api route has (uploads). */
  bodyLimit?: { maxBytes: number; message: string };
  query?: Q;
  params?: P;
  /** What `data` holds: documented, and checked on every JSON answer outside production. */
  response?: R;
  /** Success status (default 200; 202 for work accepted and done later, e.g. a queued report). */
  status?: 200 | 201 | 202;
  /** Error statuses this endpoint can answer, for the docs. */
  errors?: number[];
  rateLimits?: RateLimitRule[];
  /** Not listed in the OpenAPI document (dev-only helpers). */
  hidden?: boolean;
  /** Answers only connections from this machine; any other caller gets the 404 of an unknown path. */
  loopbackOnly?: boolean;
  /** Answers something other than JSON `{data}` (e.g. an HTML page). */
  raw?: boolean;
  /** Answers the bytes of a file (documented as binary); implies `raw`. */
  binary?: boolean;
  /** Answers a Server-Sent Events stream (documented as `text/event-stream`); implies `raw`. */
  eventStream?: boolean;
  /** The answer carries secrets (tokens): it is never stored, so Idempotency-Key is not honoured. */
  returnsSecrets?: boolean;
}

export interface RouteInput<B, Q, P, F = undefined> {
  /** A streamed file part is `file`, not part of `body`. */
  body: [F] extends [undefined] ? Out<B> : Omit<Out<B>, typeof STREAMED_FILE_FIELD>;
  query: Out<Q>;
  params: Out<P>;
  /** What `streamFile` made of the file part (routes that stream one). */
  file: F;
}

export interface RouteContext<A extends Access> {
  c: Context<AppEnv>;
  deps: AppDeps;
  user: A extends 'public' ? AuthUser | null : AuthUser;
  ip: string;
}

export type Reply = { data: unknown; status?: 200 | 201 } | Response;

export interface RouteDef<
  S extends RouteSpec<
    Access,
    AnySchema | undefined,
    AnySchema | undefined,
    AnySchema | undefined
  > = RouteSpec<Access, AnySchema | undefined, AnySchema | undefined, AnySchema | undefined>,
> {
  /** The declaration, with its method, path and schemas kept as types (the typed test client reads them). */
  spec: S;
  /** Access check, then (for replayable mutations with an Idempotency-Key) `run` in one transaction with its record. */
  handle(c: Context<AppEnv>): Promise<Response>;
  /** Rate limits → validation → handler → `{data}`. */
  run(c: Context<AppEnv>): Promise<Response>;
}

export function clientIp(c: Context<AppEnv>): string {
  // The socket address is set by the Node adapter; X-Forwarded-For is trusted only behind TLS proxies.
  const forwarded = c.get('deps').config.behindTls
    ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    : undefined;
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return forwarded || env?.incoming?.socket?.remoteAddress || 'local';
}

/** An answer that is not what the route's `response` schema says (outside production only). */
class AnswerMismatch extends Error {}

/**
 * The answer as the client will read it (JSON: dates become strings, undefined fields vanish),
 * checked against the documented schema. The issues are logged; the caller gets a 500 naming the
 * route and the first wrong field, so every test that reaches a drifting route fails.
 * Gives back the JSON text it checked, so the answer is serialised once.
 */
function checkedJson(c: Context<AppEnv>, spec: RouteDef['spec'], schema: AnySchema, data: unknown) {
  const text = JSON.stringify({ data });
  const result = v.safeParse(schema, (JSON.parse(text) as { data: unknown }).data);
  if (result.success) return text;
  const route = `${spec.method.toUpperCase()} ${spec.path}`;
  const [first] = result.issues;
  const where = ['data', v.getDotPath(first)].filter(Boolean).join('.');
  c.get('deps').logger.error('answer does not match its response schema', {
    route,
    issues: result.issues.map((issue) => ({ path: v.getDotPath(issue), message: issue.message })),
  });
  throw new AnswerMismatch(
    `The answer of ${route} does not match its response schema at ${where}: ${first.message}`,
  );
}

export function defineRoute<
  A extends Access,
  B extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  P extends AnySchema | undefined = undefined,
  R extends AnySchema | undefined = undefined,
  M extends Method = Method,
  Path extends string = string,
  F = undefined,
>(
  spec: RouteSpec<A, B, Q, P, R, M, Path, F>,
  handler: (input: RouteInput<B, Q, P, F>, ctx: RouteContext<A>) => Promise<Reply> | Reply,
): RouteDef<RouteSpec<A, B, Q, P, R, M, Path, F>> {
  type Received = { input: RouteInput<B, Q, P, F>; form: StreamedForm<F> | null };

  /**
   * Everything before the handler: rate limits by address and user, then the request read and
   * validated (a streamed file part already in storage). Nothing here is an answer to replay.
   */
  async function receive(c: Context<AppEnv>, hash?: RequestHash): Promise<Received> {
    const deps = c.get('deps');
    const user = c.get('user');
    const ip = clientIp(c);
    const rules = spec.rateLimits ?? [];
    // IP and user limits count every attempt, even malformed ones; account limits need a valid e-mail.
    for (const rule of rules.filter((r) => r.per === 'ip')) {
      await hitRateLimit(deps.database.db, rule, ip, deps.now(), deps.config.rateLimitScale);
    }
    for (const rule of rules.filter((r) => r.per === 'user')) {
      if (user) await hitRateLimit(deps.database.db, rule, user.id, deps.now(), deps.config.rateLimitScale);
    }
    const ctx = { c, deps, user, ip } as RouteContext<A>;
    const params = spec.params ? parse(spec.params, c.req.param()) : undefined;
    const query = spec.query ? parse(spec.query, c.req.query()) : undefined;
    const streamFile = spec.streamFile;
    const form = streamFile ? await readStreamedForm(c, (file) => streamFile(file, ctx), hash) : null;
    try {
      const body = spec.body ? await parseBody(c, spec.multipart === true, spec.body, form) : undefined;
      const input = { params, query, body, file: form?.file?.value } as RouteInput<B, Q, P, F>;
      return { input, form };
    } catch (error) {
      await form?.file?.discard();
      throw error;
    }
  }

  /** Account rate limits → handler → `{data}`, with the deps of the moment (a request transaction's). */
  async function execute(c: Context<AppEnv>, { input, form }: Received): Promise<Response> {
    const deps = c.get('deps');
    const user = c.get('user');
    const ctx = { c, deps, user, ip: clientIp(c) } as RouteContext<A>;
    let reply: Reply;
    try {
      const email = (input.body as { email?: unknown } | undefined)?.email;
      for (const rule of (spec.rateLimits ?? []).filter((r) => r.per === 'email')) {
        if (typeof email === 'string')
          await hitRateLimit(deps.database.db, rule, email, deps.now(), deps.config.rateLimitScale);
      }
      reply = await handler(input, ctx);
    } catch (error) {
      // Refused or failed after all: a streamed file part is not kept (no bytes without a row).
      await form?.file?.discard();
      throw error;
    }
    if (reply instanceof Response) return reply;
    const status = reply.status ?? spec.status ?? 200;
    // Production skips the check: it costs a parse of every answer, and tests run every route.
    if (
      spec.response &&
      !spec.raw &&
      !spec.binary &&
      !spec.eventStream &&
      deps.config.nodeEnv !== 'production'
    ) {
      const text = checkedJson(c, spec, spec.response, reply.data);
      return c.body(text, status, { 'Content-Type': 'application/json' });
    }
    return c.json({ data: reply.data }, status);
  }

  async function run(c: Context<AppEnv>): Promise<Response> {
    return execute(c, await receive(c));
  }

  return {
    spec,
    async handle(c) {
      // Before validation and rate limits: nothing may tell a remote caller that the route exists.
      if (spec.loopbackOnly && !isFromLoopback(c)) throw noSuchEndpoint();
      const user = c.get('user');
      if (spec.access !== 'public' && !user) throw unauthorized();
      if (spec.access === 'admin' && user?.role !== 'ADMIN') throw forbidden();
      const replayable = spec.method !== 'get' && !spec.returnsSecrets && user !== null;
      try {
        if (!replayable) return await run(c);
        return await withIdempotency(c, user, {
          streamsFile: spec.streamFile !== undefined,
          receive: (hash) => receive(c, hash),
          execute: (received) => execute(c, received),
          discard: async (received) => {
            await received.form?.file?.discard();
          },
        });
      } catch (error) {
        // Thrown rather than answered inside `run`, so idempotency does not store it (a 5xx).
        if (!(error instanceof AnswerMismatch)) throw error;
        const body: ApiErrorBody = { error: { code: 'internal_error', message: error.message } };
        return c.json(body, 500);
      }
    },
    run,
  };
}

export { AppError };
