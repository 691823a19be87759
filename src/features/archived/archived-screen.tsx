import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { artistQueries } from '../../api/artists.queries';
import { tourQueries } from '../../api/tours.queries';
import { EmptyState } from '../../ui/empty-state';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { ArchivedArtists } from './archived-artists';
import { ArchivedTours } from './archived-tours';

export const archivedArtistsQuery = artistQueries.list({ archived: true });
export const archivedToursQuery = tourQueries.list({ archived: true });

/**
 * Archived (sidebar "Archived"): the artists and tours taken off the dashboard, each with Restore.
 * Read from the server: archiving is a manager's online act, and so is undoing it.
 */
export function ArchivedScreen() {
  const artists = useQuery(archivedArtistsQuery);
  const tours = useQuery(archivedToursQuery);
  let content: ReactNode;
  if (!artists.data || !tours.data) {
    const waiting = artists.data ? tours : artists;
    content = <LoadState query={waiting} subject="archived items" notFoundTitle="Nothing archived" />;
  } else if (artists.data.length === 0 && tours.data.length === 0) {
    content = (
      <EmptyState>
        <p className="font-semibold text-slate-900 dark:text-white">Nothing archived</p>
        <p>Artists and tours you archive leave the dashboard and wait here, ready to be restored.</p>
      </EmptyState>
    );
  } else {
    content = (
      <>
        <Section id="archived-tours-title" title="Tours">
          <ArchivedTours tours={tours.data} />
        </Section>
        <Section id="archived-artists-title" title="Artists">
          <ArchivedArtists artists={artists.data} />
        </Section>
      </>
    );
  }
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageTitle title="Archived" />
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Archived</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Archived artists and tours keep all their data. Restore one to bring it back to the dashboard.
        </p>
      </header>
      {content}
    </section>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}
