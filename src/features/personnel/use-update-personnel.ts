import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { TourPersonnel } from '#contract/tour-personnel';
import { errorMessage } from '../../api/api-error';
import { type UpdateTourPersonnelRequest, updateTourPersonnel } from '../../api/tour-personnel.api';
import { tourPersonnelQueries } from '../../api/tour-personnel.queries';
import { personnelName } from './personnel-options';
import { useAfterPersonnelChange } from './use-after-personnel-change';

/**
 * Saves a changed role or title at once. While it is pending the row shows the choice (the row
 * reads `variables`); it settles when the mirror and the list hold the server's answer.
 */
export function useUpdatePersonnel(tourId: string, person: TourPersonnel) {
  const queryClient = useQueryClient();
  const afterChange = useAfterPersonnelChange(tourId);
  const listKey = tourPersonnelQueries.list(tourId).queryKey;
  return useMutation({
    mutationFn: async (input: UpdateTourPersonnelRequest) => {
      const updated = await updateTourPersonnel(tourId, person.id, input);
      queryClient.setQueryData(listKey, (people: TourPersonnel[] | undefined) =>
        people?.map((candidate) => (candidate.id === updated.id ? updated : candidate)),
      );
      await afterChange();
      return updated;
    },
    meta: { changesMirror: 'await-pull' },
    onSuccess: (updated) => toast.success(`${personnelName(updated)} updated`),
    onError: async (error) => {
      toast.error(errorMessage(error));
      await afterChange();
    },
  });
}
