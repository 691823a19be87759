import { QueryClient } from '@tanstack/react-query';
import { CACHED_DATA_FRESHNESS_MS } from '#contract/limits';
import { isApiError } from '../api/api-error';

/** Client errors (4xx) will not change on a retry; only network failures and 5xx are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: CACHED_DATA_FRESHNESS_MS, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
