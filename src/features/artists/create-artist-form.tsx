import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import type { Artist } from '#contract/artists';
import { createArtist } from '../../api/artists.api';
import { artistQueries } from '../../api/artists.queries';
import { ArtistForm } from './artist-form';

type CreateArtistFormProps = {
  /** Where to go next is the caller's call: the artist page, or on with a new tour. */
  onCreated: (artist: Artist) => void | Promise<void>;
  secondaryAction?: ReactNode;
};

export function CreateArtistForm({ onCreated, secondaryAction }: CreateArtistFormProps) {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createArtist,
    onSuccess: async (artist) => {
      queryClient.setQueryData(artistQueries.detail(artist.id).queryKey, artist);
      await queryClient.invalidateQueries({ queryKey: artistQueries.lists() });
      toast.success(`${artist.name} was created.`);
      await onCreated(artist);
    },
  });

  return (
    <ArtistForm
      submitLabel="Create artist"
      action="Creating an artist"
      secondaryAction={secondaryAction}
      onSubmit={(values) => create.mutateAsync(values)}
    />
  );
}
