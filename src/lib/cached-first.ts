import { hashKey, type QueryClient, type QueryExecuteOptions, type QueryKey } from '@tanstack/react-query';
import { readDeviceAnswer, writeDeviceAnswer } from './device-answers';
import { whenIdle } from './when-idle';

type Options<TData, TQueryKey extends QueryKey> = QueryExecuteOptions<TData, Error, TData, TData, TQueryKey>;

/**
 * For guards that run on every navigation: answer from memory, else from the device, and refresh
 * in the background. A stale or missing network answer must never block opening Roadie in a venue
 * basement. Only an entry someone invalidated (e.g. right after accepting the terms) is waited
 * for while online, because its cached answer is known to be wrong.
 */
export function cachedFirst<TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: Options<TData, TQueryKey>,
): Promise<TData> {
  const known = knownAnswer(queryClient, options, () => readDeviceAnswer<TData>(options.queryKey));
  // From the network; keepAnswersOnDevice puts the answer on the device.
  return known === undefined ? queryClient.query(options) : Promise.resolve(known);
}

/**
 * `cachedFirst` without the promise: the answer to use now, or undefined when it has to be waited
 * for (none known, or invalidated while online). When it answers, the background refresh is
 * started at the page's next idle moment. `fromDevice` is called only when memory has no answer, so a caller can read the device
 * once for several guards.
 */
export function knownAnswer<TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: Options<TData, TQueryKey>,
  fromDevice: () => TData | undefined,
): TData | undefined {
  const state = queryClient.getQueryState<TData>(options.queryKey);
  // Offline, waiting would only end in the request's timeout (seconds of a frozen screen): the
  // known answer stands until the connection is back.
  const offline = globalThis.navigator?.onLine === false;
  if (state?.isInvalidated && !offline) return undefined;
  const known = state?.data ?? fromDevice();
  if (known === undefined) return undefined;
  // Marked as old (updatedAt 0) so the background refresh always runs when there is a network.
  if (state?.data === undefined) {
    queryClient.setQueryData<TData, QueryKey>(options.queryKey, () => known, { updatedAt: 0 });
  }
  // Once the screen is up: at start-up the three guards' refreshes (requests, the stored session
  // read, the answers' writes) otherwise ran in the middle of the first render.
  whenIdle(() => {
    void queryClient.query(options).catch(() => keepKnownAnswer(queryClient, options.queryKey));
  });
  return known;
}

const keeping = new WeakSet<QueryClient>();

/**
 * The device's copy of each guard answer follows the query cache: what a fetch brings, and what a
 * screen puts there itself (signing in, a rename, finishing onboarding). Otherwise a reload right
 * after such a move, before the next background refresh, opens on the copy from before it — a
 * finished onboarding shown again. Once per client: later calls do nothing.
 */
export function keepAnswersOnDevice(queryClient: QueryClient, queryKeys: readonly QueryKey[]): void {
  if (keeping.has(queryClient)) return;
  keeping.add(queryClient);
  const watched = new Set(queryKeys.map((queryKey) => hashKey(queryKey)));
  // Answers set before this ran (the sign-in screen's user) are kept now.
  for (const queryKey of queryKeys) {
    const state = queryClient.getQueryState(queryKey);
    if (state?.data !== undefined && state.dataUpdatedAt > 0) writeDeviceAnswer(queryKey, state.data);
  }
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { query } = event;
    // updatedAt 0: the device's own copy put back in memory (knownAnswer), nothing new to keep.
    if (!watched.has(query.queryHash) || query.state.dataUpdatedAt === 0) return;
    writeDeviceAnswer(query.queryKey, query.state.data);
  });
}

/**
 * TanStack Query marks a query invalidated when a fetch of it fails. A background refresh that got
 * no answer (offline, server down) says nothing against the answer already known: left marked, the
 * next navigation would wait for the network — and, offline, fail to an error page.
 */
function keepKnownAnswer(queryClient: QueryClient, queryKey: QueryKey) {
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (query && query.state.status === 'error' && query.state.data !== undefined) {
    query.setState({ ...query.state, isInvalidated: false });
  }
}
