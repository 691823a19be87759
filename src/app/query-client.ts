import { MutationCache, QueryClient } from '@tanstack/react-query';
import { CACHED_DATA_FRESHNESS_MS } from '#contract/limits';
import { isApiError } from '../api/api-error';
import type { MirrorFollowUp } from '../api/mirrored-write';
import { QUERY_CACHE_MAX_AGE_MS } from './query-cache-age';

/** Client errors (4xx) will not change on a retry; only network failures and 5xx are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** The sync engine's two ways to catch the mirror up (src/offline/user-sync.ts). */
export type MirrorSync = { syncNow: () => void; pullNow: () => Promise<void> };

// Loaded when a mirrored write succeeds, never at boot: Dexie stays out of the sign-in screens' JS
// (a signed-in user has it loaded already, so this resolves at once).
const loadUserSync = (): Promise<MirrorSync> => import('../offline/user-sync');

/** The rule of src/api/mirrored-write.ts: after a write that changed mirrored rows, sync or pull. */
async function followMirroredWrite(
  followUp: MirrorFollowUp | undefined,
  loadSync: () => Promise<MirrorSync>,
): Promise<void> {
  if (!followUp) return;
  try {
    const sync = await loadSync();
    if (followUp === 'await-pull') await sync.pullNow();
    else sync.syncNow();
  } catch {
    // The write itself succeeded; the mirror catches up on the engine's next run.
  }
}

export function createQueryClient({ loadSync = loadUserSync } = {}): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      // Runs before the mutation's own onSuccess, and the mutation stays pending while it runs.
      onSuccess: (_data, _variables, _context, mutation) =>
        followMirroredWrite(mutation.meta?.changesMirror, loadSync),
      // A refusal often means this device's copy is stale (someone else changed or removed the
      // row): catch up in the background. A network failure has nothing to catch up with.
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.changesMirror && isApiError(error) && error.status >= 400)
          void followMirroredWrite('background-sync', loadSync);
      },
    }),
    defaultOptions: {
      // gcTime as long as a saved answer lives (src/app/query-persistence.ts): an answer dropped
      // from memory would also drop from the device at the next save.
      queries: { staleTime: CACHED_DATA_FRESHNESS_MS, gcTime: QUERY_CACHE_MAX_AGE_MS, retry: shouldRetry },
      // `always`: a write fails at once offline (the screen shows it) instead of waiting, paused,
      // behind a spinner for a connection; sign-out must work offline too.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
