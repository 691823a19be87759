import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { artistQueries } from '../../api/artists.queries';
import { buttonClasses } from '../../ui/button';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';

type ArtistPickerScreenProps = {
  /** The inline "new artist" form; the route supplies it (features do not import each other). */
  createArtist: ReactNode;
};

/** Tour setup, step 0: whose tour is it? Pick an active artist or create one on the spot. */
export function ArtistPickerScreen({ createArtist }: ArtistPickerScreenProps) {
  const artists = useQuery(artistQueries.list({ archived: false }));
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageTitle title="New tour" />
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">New tour</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Choose the artist this tour is for, or create a new one.
        </p>
      </div>
      <div className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Your artists</h2>
        {!artists.data ? (
          <LoadState query={artists} subject="artists" notFoundTitle="Organization not found" />
        ) : artists.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-5 text-slate-600 dark:border-slate-700 dark:text-slate-400">
            No artists yet. Create the first one below.
          </p>
        ) : (
          <ul aria-label="Artists" className="grid gap-2 sm:grid-cols-2">
            {artists.data.map((artist) => (
              <li key={artist.id} className="flex items-center gap-2">
                <Link
                  to="/dashboard/tours/create/$artistId"
                  params={{ artistId: artist.id }}
                  className={buttonClasses('secondary', 'min-w-0 flex-1 justify-start break-words text-left')}
                >
                  {artist.name}
                </Link>
                <Link
                  to="/dashboard/artists/$artistId"
                  params={{ artistId: artist.id }}
                  aria-label={`${artist.name}: artist page`}
                  className={`${TEXT_LINK_CLASSES} shrink-0 px-2 text-sm`}
                >
                  Details
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">New artist</h2>
        {createArtist}
      </div>
    </section>
  );
}
