import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveTourDay, TourDay } from '#contract/tour-days';
import { saveTourDay } from '../../api/tour-days.api';
import { tourDayQueries } from '../../api/tour-days.queries';

/** Sets the place of one day and updates the cached day list with the server's answer. */
export function useSaveDayPlace(tourId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveTourDay) => saveTourDay(tourId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(tourDayQueries.list(tourId).queryKey, (days: TourDay[] | undefined) =>
        days?.map((day) => (day.id === saved.id ? saved : day)),
      );
    },
  });
}
