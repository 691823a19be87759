import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { tourPersonnelQueries } from '../../api/tour-personnel.queries';

/**
 * After a personnel write (REST, online only): the setup step's list is refetched. The mirror is
 * pulled by the write's `meta: { changesMirror: 'await-pull' }` (src/api/mirrored-write.ts), so
 * both screens show the server's rows before the write counts as done.
 */
export function useAfterPersonnelChange(tourId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: tourPersonnelQueries.list(tourId).queryKey }),
    [queryClient, tourId],
  );
}
