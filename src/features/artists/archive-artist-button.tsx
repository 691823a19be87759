import { useQueryClient } from '@tanstack/react-query';
import type { Artist } from '#contract/artists';
import { archiveArtist } from '../../api/artists.api';
import { artistQueries } from '../../api/artists.queries';
import { ArchiveToggle } from '../../ui/archive-toggle';

export function ArchiveArtistButton({ artist }: { artist: Artist }) {
  const queryClient = useQueryClient();
  return (
    <ArchiveToggle
      item={artist}
      noun="artist"
      explanation="The artist moves to Archived. Its tours stay as they are, and you can restore it any time."
      setArchived={(archived) => archiveArtist(artist.id, archived)}
      onChanged={async (updated) => {
        queryClient.setQueryData(artistQueries.detail(artist.id).queryKey, updated);
        await queryClient.invalidateQueries({ queryKey: artistQueries.lists() });
      }}
    />
  );
}
