import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AdminTour } from '#contract/admin-overviews';
import type { AdminListFilter } from '../../api/admin-data.api';
import { adminDataQueries } from '../../api/admin-data.queries';
import { Badge } from '../../ui/badge';
import { PageTitle } from '../../ui/page-title';
import { AdminPageBody, AdminTable, BODY_ROW, CELL, headingsOf } from './admin-page-body';
import { AdminSearchForm } from './admin-search-form';

type Props = { filter: AdminListFilter; onFilter: (next: AdminListFilter) => void };

/**
 * Every tour: data only. Admins are not on these tours, so nothing links into one (it would
 * answer "not found"); each row links to the admin's events overview of that tour instead.
 */
export function AdminToursScreen({ filter, onFilter }: Props) {
  const tours = useQuery(adminDataQueries.tours(filter));
  return (
    <section className="flex flex-col gap-4">
      <PageTitle title="Tours" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Tours</h1>
      <AdminSearchForm
        label="Search tour, artist or owner e-mail"
        value={filter.search}
        onSearch={(search) => onFilter({ search })}
      />
      <AdminPageBody
        query={tours}
        subject="tours"
        noun="tour"
        empty="No tours match this search."
        onPage={(page) => onFilter({ ...filter, page })}
      >
        {(items, dimmed) => <ToursTable tours={items} dimmed={dimmed} />}
      </AdminPageBody>
    </section>
  );
}

function ToursTable({ tours, dimmed }: { tours: AdminTour[]; dimmed: boolean }) {
  return (
    <AdminTable
      headings={[
        ...headingsOf('Tour', 'Artist', 'Owner', 'Dates', 'Personnel'),
        { label: 'Events', srOnly: true },
      ]}
      dimmed={dimmed}
    >
      {tours.map((tour) => (
        <tr key={tour.id} className={BODY_ROW}>
          <td className={CELL}>
            <span className="font-medium text-slate-900 dark:text-white">{tour.name}</span>{' '}
            {tour.archived ? <Badge>Archived</Badge> : null}
            <span className="block text-xs text-slate-500">{tour.workspaceName}</span>
          </td>
          <td className={CELL}>{tour.artistName}</td>
          <td className={`${CELL} break-all`}>{tour.ownerEmail}</td>
          <td className={`${CELL} whitespace-nowrap`}>
            {tour.startDate} – {tour.endDate}
          </td>
          <td className={CELL}>{tour.personnel}</td>
          <td className={CELL}>
            <Link
              to="/admin/events"
              search={{ tourId: tour.id }}
              aria-label={`Events of ${tour.name}`}
              className="font-medium text-amber-700 underline dark:text-amber-300"
            >
              Events
            </Link>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
