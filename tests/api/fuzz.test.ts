/**
 * Bad input never reaches a 5xx, and a refused request changes nothing — for every route that
 * takes a body or a query (server/routes.ts), and for every offline write of the sync push.
 * A seeded, bounded fuzz: each route starts from a request real data backs (tests/support/
 * fuzz-targets.ts), then each field is replaced by a bad value (tests/support/fuzz-mutations.ts):
 * control characters, 100k characters, numbers past int4, years 0 and 9999, wrong types, missing
 * fields, extra fields, bodies of the wrong shape. Text with a control character must be refused.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { MUTATION_NAMES, MUTATIONS } from '#contract/sync-mutations';
import { DATA_EXCEPTION_MESSAGE } from '../../server/http/error-handler';
import { apiRoutes } from '../../server/routes';
import { signedInUser, signIn } from '../support/factories';
import {
  BODY_SHAPES,
  fieldMutations,
  type Mutation,
  queryMutations,
  seededRandom,
  seededUuid,
} from '../support/fuzz-mutations';
import { fieldAt, fieldsOf, sampleOf, withField, withoutField } from '../support/fuzz-schema';
import { fuzzTargets, fuzzWorld, type Target } from '../support/fuzz-targets';
import { countWrites } from '../support/fuzz-writes';
import { setupTestApp } from '../support/test-app';
import type { ErrorBody } from '../support/tour-factories';

// Rate limits count every attempt before validation: at the real limits the fuzz would test 429s.
const setupStarted = Date.now();
const t = await setupTestApp({ config: { rateLimitScale: 1_000_000 } });
const SEED = 20_270_410;
const random = seededRandom(SEED);
const owner = await signedInUser(t, { firstName: 'Fuzz' });
const world = await fuzzWorld(t, owner);
const context = { ids: world, freshId: () => seededUuid(random) };
const routes = apiRoutes({ production: false });
const targets = await fuzzTargets(t, owner, routes, context);
const started = Date.now();
let sent = 0;
/** Answers by status, for the summary line: mostly 400s, some 2xx (extra fields are ignored), no 5xx. */
const statuses = new Map<number, number>();

const fingerprint = await countWrites(t);
/**
 * Every write carries a new Idempotency-Key, so every handler also runs inside its request's
 * transaction (where a query beside the transaction would hang on PGlite, and a refusal's partial
 * writes must roll back to its savepoint).
 */
const keys = seededRandom(SEED + 1);

interface Sent {
  label: string;
  path: string;
  body?: string | FormData | Record<string, unknown>;
  mutation?: Mutation;
}

let token = owner.token;
/**
 * Each route starts signed in: a refresh or logout route may end the session on purpose, and
 * every later route would then only answer 401, testing nothing.
 */
async function stayInSession() {
  if ((await t.call('GET /users/current-user', { token })).status === 200) return;
  token = (await signIn(t, owner.email, owner.password)).authToken;
}

/** Sends each request; returns what went wrong (an empty list when nothing did). */
async function sendAll(spec: Target['spec'], requests: Sent[]): Promise<string[]> {
  await stayInSession();
  const problems: string[] = [];
  let before = await fingerprint();
  for (const request of requests) {
    const headers = spec.method === 'get' ? undefined : { 'idempotency-key': seededUuid(keys) };
    const response = await t.request(spec.method.toUpperCase(), request.path, request.body, {
      token,
      headers,
    });
    sent += 1;
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    const where = `${spec.method.toUpperCase()} ${spec.path} [${request.label}]`;
    const body = JSON.stringify(response.body)?.slice(0, 300);
    if (response.status >= 500) problems.push(`${where}: ${response.status} ${body}`);
    // The error handler's safety net: the database refused a value that the route's schema let through.
    if ((response.body as ErrorBody | null)?.error?.message === DATA_EXCEPTION_MESSAGE)
      problems.push(`${where}: reached the database unchecked (${body})`);
    const results = (response.body as { data?: { results?: { status: string }[] } } | null)?.data?.results;
    const pushRejected = results?.every((result) => result.status === 'rejected') ?? false;
    if (request.mutation?.controlCharacter && response.status < 300 && !pushRejected)
      problems.push(`${where}: text with a control character was accepted (${response.status})`);
    if ((response.status >= 400 && response.status < 500) || pushRejected) {
      const after = await fingerprint();
      if (after !== before) problems.push(`${where}: refused (${response.status}) but the database changed`);
    } else {
      // An accepted request may have queued background work (a report): it writes now, not
      // during the next request's check.
      await t.deps.reports.idle();
      before = await fingerprint();
    }
  }
  return problems;
}

const withQuery = (pathname: string, query?: Record<string, string>) => {
  const search = new URLSearchParams(query ?? {}).toString();
  return search ? `${pathname}?${search}` : pathname;
};

/** A form of the base fields with one text field replaced. */
function formOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : 'fuzz.bin');
    else if (value !== undefined && value !== null) form.append(name, String(value));
  }
  return form;
}

function requestsFor(target: Target): Sent[] {
  const { spec, pathname } = target;
  const path = withQuery(pathname, target.query);
  const requests: Sent[] = [];
  for (const field of fieldsOf(spec.query)) {
    for (const mutation of queryMutations(random)) {
      const query = { ...target.query, [String(field.path[0])]: String(mutation.value) };
      requests.push({
        label: `query ${field.path.join('.')}: ${mutation.label}`,
        path: withQuery(pathname, query),
        mutation,
      });
    }
  }
  if (spec.query)
    requests.push({
      label: 'query: extra',
      path: withQuery(pathname, { ...target.query, fuzzExtra: 'x\u0000' }),
    });
  if (!spec.body || spec.raw || spec.binary) return requests;
  const given = target.body instanceof FormData ? Object.fromEntries(target.body) : target.body;
  const base = typeof given === 'object' && given !== null ? given : {};
  if (spec.multipart) {
    const fields = base as Record<string, unknown>;
    for (const field of fieldsOf(spec.body).filter((f) => f.kind === 'string')) {
      for (const mutation of fieldMutations('string', random).slice(0, 3)) {
        const form = formOf({ ...fields, [String(field.path[0])]: mutation.value });
        requests.push({
          label: `form ${field.path.join('.')}: ${mutation.label}`,
          path,
          body: form,
          mutation,
        });
      }
    }
    return requests;
  }
  // A client-chosen id of a new row: once one request made it, the next would only meet a conflict.
  const renewed = (body: unknown) =>
    target.sampled && typeof fieldAt(body, ['id']) === 'string'
      ? withField(body, ['id'], context.freshId())
      : body;
  for (const shape of BODY_SHAPES) requests.push({ label: shape.label, path, body: String(shape.value) });
  const extra = `{"__proto__":{"isAdmin":true},${JSON.stringify({ fuzzExtra: 'x', ...(renewed(base) as object) }).slice(1)}`;
  requests.push({ label: 'body: extra fields', path, body: extra });
  for (const key of Object.keys(base as object)) {
    const body = withoutField(renewed(base), [key]) as Record<string, unknown>;
    requests.push({ label: `body without ${key}`, path, body });
  }
  for (const field of fieldsOf(spec.body)) {
    for (const mutation of fieldMutations(field.kind, random, fieldAt(base, field.path))) {
      const body = withField(renewed(base), field.path, mutation.value) as Record<string, unknown>;
      requests.push({ label: `${field.path.join('.')}: ${mutation.label}`, path, body, mutation });
    }
  }
  return requests;
}

afterAll(() => {
  const setup = ((started - setupStarted) / 1000).toFixed(1);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const answers = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  console.log(
    `fuzz: ${sent} requests to ${targets.length} routes and ${MUTATION_NAMES.length} offline writes in ${seconds} s ` +
      `(setup ${setup} s, seed ${SEED}; answers ${answers.join(' ')})`,
  );
});

describe('fuzz: bad input never answers 5xx and a refused request changes nothing', () => {
  it.each(
    targets.map((target) => [`${target.spec.method.toUpperCase()} ${target.spec.path}`, target] as const),
  )(
    '%s',
    async (_name, target) => {
      expect(await sendAll(target.spec, requestsFor(target))).toEqual([]);
    },
    60_000,
  );

  const push = routes.find((route) => route.spec.path === '/sync/push');
  const deviceId = seededUuid(random);
  let seq = 0;
  it.each(MUTATION_NAMES)('sync push: %s', async (name) => {
    if (!push) throw new Error('no POST /sync/push route');
    const schema = MUTATIONS[name];
    const args = sampleOf(schema, context);
    const requests: Sent[] = fieldsOf(schema).flatMap((field) =>
      fieldMutations(field.kind, random, fieldAt(args, field.path))
        .slice(0, 3)
        .map((mutation) => {
          seq += 1;
          const mutationRow = {
            mutationId: context.freshId(),
            seq,
            name,
            args: withField(args, field.path, mutation.value),
            tourId: world.tourId,
          };
          return {
            label: `${field.path.join('.')}: ${mutation.label}`,
            path: '/api/sync/push',
            body: { deviceId, mutations: [mutationRow] },
            mutation,
          };
        }),
    );
    expect(await sendAll(push.spec, requests)).toEqual([]);
  });
});
