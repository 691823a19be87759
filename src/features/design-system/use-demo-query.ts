import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';

export type DemoQueryState = 'loading' | 'missing' | 'failed' | 'offline';

const FAILURES: Record<Exclude<DemoQueryState, 'loading'>, ApiError> = {
  missing: new ApiError({ status: 404, code: 'not_found', message: 'Not found' }),
  failed: new ApiError({ status: 500, code: 'unknown', message: 'Something went wrong on our side.' }),
  offline: new ApiError({ status: 0, code: 'network_error', message: 'No connection' }),
};

/**
 * A real query held in one state, so `LoadState` and `SavedCopyNotice` get the very objects the
 * screens give them. Its key area (`design-system`) is not one the query cache saves to the device.
 */
export function useDemoQuery(state: DemoQueryState) {
  return useQuery({
    queryKey: ['design-system', state],
    queryFn: (): Promise<{ savedAt: string }> =>
      state === 'loading' ? new Promise(() => undefined) : Promise.reject(FAILURES[state]),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
