import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { tourQueries } from '../../api/tours.queries';
import { formatDateRange } from '../../lib/format-dates';
import { buttonClasses } from '../../ui/button';
import { LoadState } from '../../ui/load-state';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';

export function ArtistTourList({ artistId }: { artistId: string }) {
  const tours = useQuery(tourQueries.list({ artistId }));
  if (!tours.data) return <LoadState query={tours} subject="tours" notFoundTitle="Tours not found" />;
  if (tours.data.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-slate-300 p-6 text-slate-600 dark:border-slate-700 dark:text-slate-400">
        <p>No tours for this artist yet.</p>
        <Link
          to="/dashboard/tours/create/$artistId"
          params={{ artistId }}
          className={buttonClasses('primary')}
        >
          Create the first tour
        </Link>
      </div>
    );
  }
  return (
    <ul aria-label="Tours" className="flex flex-col gap-3">
      {tours.data.map((tour) => (
        <li
          key={tour.id}
          className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="min-w-0">
            <a href={`/dashboard/tours/${tour.id}`} className={`${TEXT_LINK_CLASSES} break-words`}>
              {tour.name}
            </a>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {formatDateRange(tour.startDate, tour.endDate)}
              {tour.archived ? ' · Archived' : ''}
            </p>
          </div>
          <Link
            to="/dashboard/tours/update/$artistId/$tourId"
            params={{ artistId, tourId: tour.id }}
            className={buttonClasses('secondary', 'self-start sm:self-auto')}
            aria-label={`Edit ${tour.name}`}
          >
            Edit
          </Link>
        </li>
      ))}
    </ul>
  );
}
