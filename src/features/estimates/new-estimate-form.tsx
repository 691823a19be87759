import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { TEAM_MESSAGES } from '#contract/teams';
import { createEstimate } from '../../api/estimates.api';
import { estimateQueries } from '../../api/estimates.queries';
import { teamQueries } from '../../api/teams.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { OfflineNotice } from '../../ui/offline-notice';
import { SelectField } from '../../ui/select-field';

const NewEstimateSchema = v.object({ tourId: v.pipe(v.string(), v.nonEmpty(TEAM_MESSAGES.tour)) });

/** "New estimate": pick a tour; the server prefills the lines from the wages on it. */
export function NewEstimateForm({ teamId }: { teamId: string }) {
  const isOnline = useIsOnline();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const tours = useQuery(teamQueries.tours(teamId));
  const { form, submit, lostConnection } = useRoadieForm({
    schema: NewEstimateSchema,
    defaultValues: { tourId: '' },
    onSubmit: async ({ tourId }) => {
      const estimate = await createEstimate(teamId, tourId);
      queryClient.setQueryData(estimateQueries.detail(teamId, estimate.id).queryKey, estimate);
      await queryClient.invalidateQueries({ queryKey: estimateQueries.list(teamId).queryKey });
      await navigate({
        to: '/dashboard/teams/$teamId/estimate/$estimateId',
        params: { teamId, estimateId: estimate.id },
      });
    },
  });
  const { errors, isSubmitting } = form.formState;
  // An empty choice first: leaving it shows 'Tour is required'.
  const options = [
    { value: '', label: tours.isPending ? 'Loading tours…' : 'Choose a tour' },
    ...(tours.data ?? []).map((tour) => ({ value: tour.id, label: `${tour.name} (${tour.startDate})` })),
  ];
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      {!isOnline || lostConnection ? <OfflineNotice action="Starting an estimate" /> : null}
      {lostConnection ? null : <FormAlert message={errors.root?.server?.message} />}
      <SelectField
        label="Tour to estimate"
        className="sm:flex-1"
        options={options}
        error={errors.tourId?.message}
        {...form.register('tourId')}
      />
      <Button type="submit" isPending={isSubmitting} disabled={!isOnline}>
        New estimate
      </Button>
    </form>
  );
}
