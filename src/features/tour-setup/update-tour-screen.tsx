import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CreateTour } from '#contract/tours';
import { tourDayQueries } from '../../api/tour-days.queries';
import { updateTour } from '../../api/tours.api';
import { tourQueries } from '../../api/tours.queries';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { ArchiveTourButton } from './archive-tour-button';
import { DeleteTourButton } from './delete-tour-button';
import { TourDetailsForm } from './tour-details-form';

const DATES_HINT =
  'Changing the dates adds days for new dates and removes the days outside them. Days that still ' +
  'have events or notes are never removed: the change is refused until they are moved or deleted.';

/** The tour's name and dates, after setup; venues and personnel are the frame's other tabs. */
export function UpdateTourScreen({ artistId, tourId }: { artistId: string; tourId: string }) {
  const queryClient = useQueryClient();
  const tour = useQuery(tourQueries.detail(tourId));
  const save = useMutation({
    mutationFn: ({ name, startDate, endDate }: CreateTour) =>
      updateTour(tourId, { name, startDate, endDate }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(tourQueries.detail(tourId).queryKey, updated);
      toast.success('Tour updated');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tourDayQueries.list(tourId).queryKey }),
        queryClient.invalidateQueries({ queryKey: tourQueries.lists() }),
      ]);
    },
  });

  if (!tour.data) return <LoadState query={tour} subject="the tour" notFoundTitle="Tour not found" />;
  const { name, startDate, endDate } = tour.data;
  return (
    <section className="flex flex-col gap-4">
      <PageTitle title={`Edit ${name}`} />
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Details</h2>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <TourDetailsForm
          // A new key after each save starts the form from what the server stored.
          key={`${name}|${startDate}|${endDate}`}
          defaultValues={{ artistId, name, startDate, endDate }}
          submitLabel="Save tour"
          action="Saving a tour"
          hint={DATES_HINT}
          onSubmit={(values) => save.mutateAsync(values)}
        />
      </div>
      <div className="flex flex-col items-start gap-2 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Archive</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Archived tours leave the dashboard but keep all their data.
        </p>
        <ArchiveTourButton tour={tour.data} />
      </div>
      {tour.data.role === 'TOUR_OWNER' ? (
        <div className="flex flex-col items-start gap-2 rounded-2xl border border-red-200 bg-white p-5 sm:p-6 dark:border-red-900 dark:bg-slate-900">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Delete</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">Only the tour’s owner can delete it.</p>
          <DeleteTourButton tour={tour.data} />
        </div>
      ) : null}
    </section>
  );
}
