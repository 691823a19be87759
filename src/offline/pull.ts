/**
 * Pull (server → device, docs/offline-client.md): which tours the user sees and their versions, then each
 * changed tour's changes since the local version, page by page. Owns the per-tour cursor in
 * `syncState`. It never attempts a request while offline and never touches the outbox.
 */
import * as v from 'valibot';
import { type PullResponse, PullResponseSchema, type SyncTour, SyncTourSchema } from '#contract/sync';
import { ApiError } from '../api/api-error';
import { isProfileScope, type RoadieDb } from './db';
import { type CheckedPage, checkPage, forgetTour, writeCheckedPage } from './mirror';
import { type PullSpan, pullProgress } from './pull-progress';
import { isNetworkFailure, type SyncTransport } from './transport';

export const PULL_PAGE_SIZE = 2000;
/** Tours whose first page is asked for while an earlier tour is still being pulled. */
export const TOURS_ASKED_AHEAD = 2;

export type PullContext = {
  db: RoadieDb;
  transport: SyncTransport;
  isOnline: () => boolean;
  /** Lets the server answer how far this device's pushes got (`lastSeq`). */
  deviceId?: string;
  /** Rows per page; PULL_PAGE_SIZE unless a test wants many small pages. */
  pageSize?: number;
  /** Told the share of the pull written (0–1) after each page, once it needs more than one page. */
  onProgress?: (share: number) => void;
};

/** Thrown instead of making a request while the device is offline. */
export class OfflineError extends Error {
  constructor() {
    super('Offline: no request attempted.');
    this.name = 'OfflineError';
  }
}

function ensureOnline(ctx: PullContext) {
  if (!ctx.isOnline()) throw new OfflineError();
}

const pageQuery = (ctx: PullContext, since: number) => ({
  since: String(since),
  limit: String(ctx.pageSize ?? PULL_PAGE_SIZE),
  ...(ctx.deviceId ? { deviceId: ctx.deviceId } : {}),
});

/** A page asked for, and its rows checked once it arrives. */
type AskedPage = { page: Promise<PullResponse>; checked: Promise<CheckedPage> };

/** One tour's first page, asked for ahead (pullAll) at the `since` its sync state had then. */
export type FirstPage = { since: number; page: Promise<PullResponse> };

/** Rejected, not thrown: a page already received is still written when the network just went. */
function requestPage(ctx: PullContext, tourId: string, since: number): Promise<PullResponse> {
  const request = !ctx.isOnline()
    ? Promise.reject(new OfflineError())
    : ctx.transport.request(`/sync/tours/${encodeURIComponent(tourId)}/changes`, PullResponseSchema, {
        method: 'GET',
        query: pageQuery(ctx, since),
      });
  // Awaited later (or never, when the page is not wanted after all): until then a failure must not
  // count as unhandled.
  request.catch(() => undefined);
  return request;
}

/**
 * Pulls one tour until the server has no more; `resync` tours start from 0 and replace their rows.
 * Pipelined: the next page is requested before the current one is written, so the server's work
 * and the device's writes overlap (a first sync of a big tour is dozens of pages), and the page
 * after it too where the server says where the next one ends (`nextPageEnd`): two pages on their
 * way, so a slow network's round trips overlap. Pages are still applied strictly in order, each
 * from exactly where the last one ended: a page asked ahead from anywhere else is never applied,
 * and a failed write discards the pages fetched ahead. Each page is checked (its rows against the
 * entity schemas) as soon as it arrives, while the page before it is being written. `first`: the
 * first page already asked for, used only if it was asked from where this tour stands now.
 * `written` hears of each page written.
 */
export async function pullTour(
  ctx: PullContext,
  tourId: string,
  first?: FirstPage,
  written?: (page: PullResponse) => void,
): Promise<void> {
  const state = await ctx.db.syncState.get(tourId);
  let wipe = state?.resync === true;
  let since = wipe ? 0 : (state?.version ?? 0);
  const asked = new Map<number, AskedPage>();
  const ask = (from: number, request?: Promise<PullResponse>): AskedPage => {
    const known = asked.get(from);
    if (known) return known;
    const page = request ?? requestPage(ctx, tourId, from);
    // Checked as soon as it arrives, while the page before it is being written.
    const checked = page.then(checkPage);
    // Awaited when its turn comes (or never): until then a failure must not count as unhandled.
    checked.catch(() => undefined);
    const entry = { page, checked };
    asked.set(from, entry);
    return entry;
  };
  if (first?.since === since) ask(since, first.page);
  for (let pages = 0; ; pages += 1) {
    const { page: answer, checked } = ask(since);
    const page = await answer;
    asked.delete(since);
    // A snapshot restarting mid-way would restart forever: stop and report instead of looping.
    if (page.reset === true && pages > 0) {
      throw new Error(`Pull of tour ${tourId}: the server answered reset again at version ${since}.`);
    }
    if (page.hasMore) {
      if (page.version <= since && page.reset !== true) {
        throw new Error(`Pull of tour ${tourId} made no progress past version ${since}.`);
      }
      since = page.version;
      ask(since);
      if (page.nextPageEnd !== undefined && page.nextPageEnd > since) ask(page.nextPageEnd);
    }
    // A reset answer is a snapshot: what this device has of the tour is no longer a valid base.
    await writeCheckedPage(ctx.db, tourId, await checked, { wipe: wipe || page.reset === true });
    wipe = false;
    written?.(page);
    if (!page.hasMore) return;
  }
}

/** The tours this device holds something of (rows or a cursor); the profile scope is never one. */
async function heldTours(db: RoadieDb, synced: Iterable<string>): Promise<string[]> {
  const localTours = (await db.tours.toCollection().primaryKeys()).map(String);
  return [...new Set([...synced, ...localTours])].filter((tourId) => !isProfileScope(tourId));
}

const isGone = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

/**
 * Pulls every tour whose server version is ahead of the local one and forgets tours the user no
 * longer sees. Returns the ids of the tours it pulled.
 *
 * `known`: the list the live channel's `resync` brought (read by the server after the stream began,
 * so any later change is poked), used instead of asking for it when it names every tour this device
 * holds. It may be older than what this device pulled meanwhile, so it only adds tours to pull, and
 * a tour held at a newer version than it says is not taken for a device ahead of the server. One
 * that lacks a held tour cannot tell a tour taken away from one pulled since it was read: the
 * server is asked, and its answer forgets.
 */
export async function pullAll(ctx: PullContext, known?: readonly SyncTour[]): Promise<string[]> {
  ensureOnline(ctx);
  const states = new Map((await ctx.db.syncState.toArray()).map((state) => [state.tourId, state]));
  const held = await heldTours(ctx.db, states.keys());
  const listed = new Set(known?.map((tour) => tour.tourId));
  const useKnown = known !== undefined && held.every((tourId) => listed.has(tourId));
  const tours = useKnown
    ? known
    : await ctx.transport.request('/sync/tours', v.array(SyncTourSchema), { method: 'GET' });
  const visible = new Set(tours.map((tour) => tour.tourId));
  for (const tourId of held) if (!visible.has(tourId)) await forgetTour(ctx.db, tourId);

  // Equal means up to date; a device AHEAD of the server (restored from a backup) must pull to get `reset`.
  const due = tours.filter((tour) => {
    const state = states.get(tour.tourId);
    if (!state || state.resync === true) return true;
    return useKnown ? state.version < tour.version : state.version !== tour.version;
  });
  const sinceOf = (tourId: string) => {
    const state = states.get(tourId);
    return state?.resync === true ? 0 : (state?.version ?? 0);
  };
  // While one tour is pulled, the next ones' first pages are already on their way: a user with
  // several tours waits one round trip for them all, not one per tour (at a venue, 400 ms each).
  const ahead = new Map<string, FirstPage>();
  const askAhead = (tour: SyncTour | undefined) => {
    if (!tour || ahead.has(tour.tourId)) return;
    const since = sinceOf(tour.tourId);
    ahead.set(tour.tourId, { since, page: requestPage(ctx, tour.tourId, since) });
  };
  // A device ahead of the server is answered from 0 (`reset`).
  const spanOf = ({ tourId, version }: SyncTour): PullSpan => {
    const since = sinceOf(tourId);
    return { from: since > version ? 0 : since, to: version };
  };
  const progress = pullProgress(new Map(due.map((tour) => [tour.tourId, spanOf(tour)])), ctx.onProgress);
  const pulled: string[] = [];
  let failure: unknown = null;
  for (const [index, tour] of due.entries()) {
    for (const next of due.slice(index, index + 1 + TOURS_ASKED_AHEAD)) askAhead(next);
    const first = ahead.get(tour.tourId);
    ahead.delete(tour.tourId);
    try {
      await pullTour(ctx, tour.tourId, first, (page) => progress.written(tour.tourId, page));
      pulled.push(tour.tourId);
    } catch (error) {
      if (isGone(error)) {
        // Access ended between the two calls: the next list will not have it either.
        await forgetTour(ctx.db, tour.tourId);
        continue;
      }
      // No connection: the other tours would fail the same way. Anything else: pull the rest.
      if (isNetworkFailure(error) || error instanceof OfflineError) throw error;
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return pulled;
}
