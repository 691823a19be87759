import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';

/**
 * For guards that run on every navigation: answer from the cache when there is an answer, and
 * refresh it in the background. A stale user or terms check must never block moving between
 * screens in a venue basement. Only an entry someone invalidated (e.g. right after accepting the
 * terms) is waited for, because its cached answer is known to be wrong.
 */
export function cachedFirst<TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TData, Error, TData, TData, TQueryKey>,
): Promise<TData> {
  const state = queryClient.getQueryState<TData>(options.queryKey);
  if (state?.data !== undefined && !state.isInvalidated) {
    void queryClient.query(options).catch(() => undefined);
    return Promise.resolve(state.data);
  }
  return queryClient.query(options);
}
