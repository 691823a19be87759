import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Artist } from '#contract/artists';
import { archiveArtist } from '../../api/artists.api';
import { artistQueries } from '../../api/artists.queries';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';
import { ArchivedRow, NotYoursToRestore } from './archived-row';
import { RestoreButton } from './restore-button';

/** The archived artists; their workspace's owner restores one in a click. */
export function ArchivedArtists({ artists }: { artists: Artist[] }) {
  const queryClient = useQueryClient();
  if (artists.length === 0) return <p className="text-slate-600 dark:text-slate-400">No archived artists.</p>;
  return (
    <ul aria-label="Archived artists" className="flex flex-col gap-3">
      {artists.map((artist) => (
        <ArchivedRow
          key={artist.id}
          title={
            <Link
              to="/dashboard/artists/$artistId"
              params={{ artistId: artist.id }}
              className={TEXT_LINK_CLASSES}
            >
              {artist.name}
            </Link>
          }
          detail="Artist"
          action={
            artist.canManage ? (
              <RestoreButton
                name={artist.name}
                restore={() => archiveArtist(artist.id, false)}
                onRestored={async () => {
                  queryClient.removeQueries({ queryKey: artistQueries.detail(artist.id).queryKey });
                  await queryClient.invalidateQueries({ queryKey: artistQueries.lists() });
                }}
              />
            ) : (
              <NotYoursToRestore who="the artist’s owner" />
            )
          }
        />
      ))}
    </ul>
  );
}
