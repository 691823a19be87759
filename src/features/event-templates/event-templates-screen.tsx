import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { isManagerRole } from '#contract/roles';
import { artistQueries } from '../../api/artists.queries';
import { tourQueries } from '../../api/tours.queries';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';
import { ApplyTemplateForm } from './apply-template-form';
import { CategoriesSection } from './categories-section';
import { CopyDayEventsForm } from './copy-day-events-form';
import { TemplatesSection } from './templates-section';

/**
 * The tour's artist's event templates (tours/{tourId}/event-templates). Managers apply
 * them to days, copy days and edit templates; everyone else reads them.
 */
export function EventTemplatesScreen({ tourId }: { tourId: string }) {
  const headingId = useId();
  const tour = useQuery(tourQueries.detail(tourId));
  const artistId = tour.data?.artistId;
  const artist = useQuery({ ...artistQueries.detail(artistId ?? ''), enabled: artistId !== undefined });

  if (!tour.data) {
    return (
      <section className="mx-auto flex max-w-3xl flex-col gap-6">
        <PageTitle title="Event templates" />
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Event templates</h1>
        <LoadState query={tour} subject="the tour" notFoundTitle="Tour not found" />
      </section>
    );
  }
  // Applying templates to days is the tour managers' job; changing the templates themselves belongs
  // to whoever manages the artist (its workspace owner).
  const canManage = isManagerRole(tour.data.role);
  const canEditTemplates = artist.data?.canManage === true;
  const artistName = artist.data?.name ?? 'this artist';
  return (
    <section aria-labelledby={headingId} className="mx-auto flex max-w-3xl flex-col gap-8">
      <PageTitle title={`Event templates · ${tour.data.name}`} />
      <div>
        <Link to="/dashboard/tours/$tourId" params={{ tourId }} className={`${TEXT_LINK_CLASSES} text-sm`}>
          <span aria-hidden="true">← </span>
          {tour.data.name}
        </Link>
        <h1 id={headingId} className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">
          Event templates
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {canManage
            ? `Day schedules of ${artistName} to reuse on any day of ${tour.data.name}.`
            : `Day schedules of ${artistName}. Only the tour’s managers can change or apply them.`}
        </p>
      </div>
      {canManage ? (
        <>
          <ApplyTemplateForm tourId={tourId} artistId={tour.data.artistId} />
          <CopyDayEventsForm tourId={tourId} />
        </>
      ) : null}
      <TemplatesSection artistId={tour.data.artistId} canManage={canEditTemplates} />
      <CategoriesSection artistId={tour.data.artistId} canManage={canEditTemplates} />
    </section>
  );
}
