import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { tourPersonnelQueries } from '../../api/tour-personnel.queries';
import { pullNow } from '../../offline/user-sync';

/**
 * After a personnel write (REST, online only): the setup step's list is refetched and the mirror
 * pulled, so both screens show the server's rows before the write counts as done.
 */
export function useAfterPersonnelChange(tourId: string) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: tourPersonnelQueries.list(tourId).queryKey }),
      pullNow(),
    ]);
  }, [queryClient, tourId]);
}
