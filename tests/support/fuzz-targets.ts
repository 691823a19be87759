/**
 * What the fuzz (tests/api/fuzz.test.ts) starts each route from: a request that real data backs.
 * A route in the tenant matrix takes its case's path and body (ids of rows the case made for the
 * owner); any other route gets a body and query sampled from its schemas, with ids of the fuzz's
 * world (a tour with a tagged day, an event, a note, a rider, …) by field name.
 */
import type { ApiRoute } from '../../server/routes';
import type { signedInUser } from './factories';
import { type SampleContext, sampleOf } from './fuzz-schema';
import { createRider, laborType, supportingAct } from './rider-factories';
import { askQuestion } from './supplemental-factories';
import { type Ids, TENANT_CASES } from './tenant-matrix';
import type { TestApp } from './test-app';
import { createEvent, createNote, createTour, daysOf, firstOf, tagDay } from './tour-factories';

type Owner = Awaited<ReturnType<typeof signedInUser>>;
type Spec = ApiRoute['spec'];

export interface Target {
  spec: Spec;
  /** The path without its query, ids filled in, /api included. */
  pathname: string;
  query?: Record<string, string>;
  /** A JSON body, or a form's fields (File parts included) for multipart routes. */
  body?: unknown;
  /** The body was sampled from the schema: its `id` names a new row (a fresh one per request). */
  sampled: boolean;
}

/** Real rows of the owner's, by the field names that refer to them. */
export async function fuzzWorld(t: TestApp, owner: Owner): Promise<Ids> {
  const tour = await createTour(t, owner.token);
  const day = firstOf(await daysOf(t, owner.token, tour.id));
  await tagDay(t, owner.token, day.id);
  const note = await createNote(t, owner.token, day.id);
  const event = await createEvent(t, owner.token, day.id);
  const rider = await createRider(t, owner.token, tour.id);
  const act = await supportingAct(t, owner.token, rider.id);
  const labor = await laborType(t, owner.token, tour.id);
  const question = await askQuestion(t, owner.token, tour.id);
  return {
    artistId: tour.artistId,
    workspaceId: tour.workspaceId,
    tourId: tour.id,
    tourDayId: day.id,
    noteId: note.id,
    eventId: event.id,
    riderId: rider.id,
    supportingActId: act.id,
    laborTypeId: labor.id,
    questionId: question.id,
    userId: owner.user.id,
  };
}

const keyOf = (method: string, route: string) => `${method.toUpperCase()} ${route}`;

/**
 * The starting request of each route that takes a body or a query. Tenant cases that share a
 * setup share its rows (one setup each), which keeps the fuzz inside its time budget.
 */
export async function fuzzTargets(
  t: TestApp,
  owner: Owner,
  routes: readonly ApiRoute[],
  context: SampleContext,
): Promise<Target[]> {
  const cases = new Map(TENANT_CASES.map((c) => [keyOf(c.method, c.route), c] as const));
  const setups = new Map<unknown, Ids>();
  const targets: Target[] = [];
  for (const { spec } of routes) {
    if (!spec.body && !spec.query) continue;
    const testCase = cases.get(keyOf(spec.method, spec.path));
    if (testCase) {
      let ids = setups.get(testCase.setup);
      if (!ids) {
        ids = await testCase.setup(t, owner);
        setups.set(testCase.setup, ids);
      }
      const url = new URL(testCase.path(ids), 'http://fuzz.test');
      const sampled = spec.query ? (sampleOf(spec.query, context) as Record<string, string>) : undefined;
      const given = Object.fromEntries(url.searchParams);
      targets.push({
        spec,
        pathname: url.pathname,
        query: spec.query ? { ...sampled, ...given } : undefined,
        body: spec.body ? (testCase.body?.(ids) ?? sampleOf(spec.body, context)) : undefined,
        sampled: !testCase.body,
      });
      continue;
    }
    const pathname = `/api${spec.path.replace(/\{(\w+)\}/g, (_, name: string) => context.ids[name] ?? context.freshId())}`;
    targets.push({
      spec,
      pathname,
      query: spec.query ? (sampleOf(spec.query, context) as Record<string, string>) : undefined,
      body: spec.body ? sampleOf(spec.body, context) : undefined,
      sampled: true,
    });
  }
  return targets;
}
