import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { artistQueries } from '../../api/artists.queries';
import { createTour } from '../../api/tours.api';
import { tourQueries } from '../../api/tours.queries';
import { buttonClasses } from '../../ui/button';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { TourDetailsForm } from './tour-details-form';

/** Step 1 of the tour setup: name and dates; the server creates one day per date. */
export function CreateTourScreen({ artistId }: { artistId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const artist = useQuery(artistQueries.detail(artistId));
  const create = useMutation({
    mutationFn: createTour,
    onSuccess: async (tour) => {
      queryClient.setQueryData(tourQueries.detail(tour.id).queryKey, tour);
      await queryClient.invalidateQueries({ queryKey: tourQueries.lists() });
      toast.success(`${tour.name} was created.`);
      await navigate({
        to: '/dashboard/tours/create/$artistId/$tourId/assign-venues',
        params: { artistId, tourId: tour.id },
      });
    },
  });

  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6">
      <PageTitle title="New tour" />
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">New tour</h1>
        {artist.data ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            For <span className="font-semibold">{artist.data.name}</span>. You will assign venues and
            personnel next.
          </p>
        ) : null}
      </div>
      {artist.data ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <TourDetailsForm
            defaultValues={{ artistId, name: '', startDate: '', endDate: '' }}
            submitLabel="Create tour"
            action="Creating a tour"
            onSubmit={(values) => create.mutateAsync(values)}
            secondaryAction={
              <Link to="/dashboard/tours/create" className={buttonClasses('secondary')}>
                Change artist
              </Link>
            }
          />
        </div>
      ) : (
        <LoadState query={artist} subject="the artist" notFoundTitle="Organization not found" />
      )}
    </section>
  );
}
