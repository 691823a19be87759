import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { TourPersonnel } from '#contract/tour-personnel';
import { errorMessage } from '../../api/api-error';
import { type UpdateTourPersonnelRequest, updateTourPersonnel } from '../../api/tour-personnel.api';
import { tourPersonnelQueries } from '../../api/tour-personnel.queries';
import { personnelName } from './personnel-options';

/** Saves a changed role or title at once; a refusal puts the list back as the server has it. */
export function useUpdatePersonnel(tourId: string, person: TourPersonnel) {
  const queryClient = useQueryClient();
  const listKey = tourPersonnelQueries.list(tourId).queryKey;
  return useMutation({
    mutationFn: (input: UpdateTourPersonnelRequest) => updateTourPersonnel(tourId, person.id, input),
    networkMode: 'always',
    // The select shows the choice at once; the server's answer (or refusal) settles it.
    onMutate: (input) => {
      queryClient.setQueryData(listKey, (people: TourPersonnel[] | undefined) =>
        people?.map((candidate) => (candidate.id === person.id ? { ...candidate, ...input } : candidate)),
      );
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(listKey, (people: TourPersonnel[] | undefined) =>
        people?.map((candidate) => (candidate.id === updated.id ? updated : candidate)),
      );
      toast.success(`${personnelName(updated)} updated`);
    },
    onError: async (error) => {
      toast.error(errorMessage(error));
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
