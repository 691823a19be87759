import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TEAM_MESSAGES } from '#contract/teams';
import { errorMessage, isApiError } from '../../api/api-error';
import { createSummaryReport } from '../../api/summary-reports.api';
import { summaryReportQueries } from '../../api/summary-reports.queries';
import { teamQueries } from '../../api/teams.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';

/** Pick a tour of the team's workspace, then "New summary report" (made in the background). */
export function NewSummaryReport({ teamId }: { teamId: string }) {
  const online = useIsOnline();
  const queryClient = useQueryClient();
  const tours = useQuery(teamQueries.tours(teamId));
  const [tourId, setTourId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useMutation({
    mutationFn: () => createSummaryReport(teamId, { tourId }),
    onSuccess: async () => {
      setError(undefined);
      await queryClient.invalidateQueries({ queryKey: summaryReportQueries.list(teamId).queryKey });
    },
    onError: (failure) =>
      setError(
        isApiError(failure) ? (failure.fields.tourId ?? errorMessage(failure)) : errorMessage(failure),
      ),
  });
  const options = [
    { value: '', label: tours.data?.length === 0 ? 'No tours in this workspace' : 'Choose a tour' },
    ...(tours.data ?? []).map((tour) => ({ value: tour.id, label: `${tour.name} (${tour.startDate})` })),
  ];
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!tourId) setError(TEAM_MESSAGES.tour);
        else create.mutate();
      }}
    >
      <SelectField
        label="Tour"
        className="min-w-56 flex-1"
        options={options}
        value={tourId}
        error={error}
        onChange={(event) => setTourId(event.target.value)}
      />
      <Button
        type="submit"
        isPending={create.isPending}
        disabled={!online}
        title={online ? undefined : 'Needs a connection'}
      >
        New summary report
      </Button>
    </form>
  );
}
