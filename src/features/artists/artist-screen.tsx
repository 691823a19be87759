import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { artistQueries } from '../../api/artists.queries';
import { buttonClasses } from '../../ui/button';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { SavedCopyNotice } from '../../ui/saved-copy-notice';
import { ArchiveArtistButton } from './archive-artist-button';
import { ArtistTourList } from './artist-tour-list';

/** `files`: the artist files section, composed by the route (the files feature owns it). */
export function ArtistScreen({ artistId, files }: { artistId: string; files?: ReactNode }) {
  const artist = useQuery(artistQueries.detail(artistId));
  if (!artist.data) {
    return (
      <section className="mx-auto max-w-3xl">
        <PageTitle title="Artist" />
        <LoadState query={artist} subject="the artist" notFoundTitle="Organization not found" />
      </section>
    );
  }
  const { name, logoUrl, archived } = artist.data;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageTitle title={name} />
      <SavedCopyNotice query={artist} />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          {logoUrl ? <img src={logoUrl} alt="" className="size-14 shrink-0 rounded-xl object-cover" /> : null}
          <div className="min-w-0">
            <h1 className="break-words text-2xl font-bold text-slate-900 dark:text-white">{name}</h1>
            {archived ? (
              <p className="mt-1 inline-block rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                Archived
              </p>
            ) : null}
          </div>
        </div>
        {artist.data.canManage ? (
          <div className="flex flex-wrap gap-2">
            <Link
              to="/dashboard/artists/$artistId/edit"
              params={{ artistId }}
              className={buttonClasses('secondary')}
            >
              Edit artist
            </Link>
            <ArchiveArtistButton artist={artist.data} />
          </div>
        ) : null}
      </header>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Tours</h2>
        {archived || !artist.data.canManage ? null : (
          <Link
            to="/dashboard/tours/create/$artistId"
            params={{ artistId }}
            className={buttonClasses('primary')}
          >
            Create tour
          </Link>
        )}
      </div>
      <ArtistTourList artistId={artistId} />
      {files}
    </section>
  );
}
