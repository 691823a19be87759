import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { updateArtist } from '../../api/artists.api';
import { artistQueries } from '../../api/artists.queries';
import { buttonClasses } from '../../ui/button';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { ArtistForm } from './artist-form';
import type { ArtistFormValues } from './artist-form-schema';

export function EditArtistScreen({ artistId }: { artistId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const artist = useQuery(artistQueries.detail(artistId));
  const save = useMutation({
    mutationFn: (values: ArtistFormValues) => updateArtist(artistId, values),
    onSuccess: async (updated) => {
      queryClient.setQueryData(artistQueries.detail(artistId).queryKey, updated);
      await queryClient.invalidateQueries({ queryKey: artistQueries.lists() });
      toast.success('Artist updated');
      await navigate({ to: '/dashboard/artists/$artistId', params: { artistId } });
    },
  });

  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6">
      <PageTitle title="Edit artist" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Edit artist</h1>
      {artist.data ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <ArtistForm
            defaultValues={{ name: artist.data.name, logoUrl: artist.data.logoUrl ?? '' }}
            submitLabel="Save artist"
            action="Saving an artist"
            onSubmit={(values) => save.mutateAsync(values)}
            secondaryAction={
              <Link
                to="/dashboard/artists/$artistId"
                params={{ artistId }}
                className={buttonClasses('secondary')}
              >
                Cancel
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
