import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '../../api/api-error';
import { markUnavailable, unmarkUnavailable } from '../../api/availability.api';
import { availabilityQueries } from '../../api/availability.queries';
import { dayAndMonth } from './availability-dates';

/** Marks or unmarks one of the caller's own days, then re-reads every grid (the mark shows on all teams). */
export function useMarkDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ date, unavailable }: { date: string; unavailable: boolean }) => {
      if (unavailable) await markUnavailable(date);
      else await unmarkUnavailable(date);
    },
    onSuccess: async (_answer, { date, unavailable }) => {
      await queryClient.invalidateQueries({ queryKey: availabilityQueries.all });
      toast.success(
        unavailable ? `${dayAndMonth(date)} marked unavailable` : `${dayAndMonth(date)} unmarked`,
      );
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
