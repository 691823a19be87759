import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AdminEvent } from '#contract/admin-overviews';
import type { AdminEventsFilter } from '../../api/admin-data.api';
import { adminDataQueries } from '../../api/admin-data.queries';
import { useEventTypes } from '../../api/use-event-types';
import { PageTitle } from '../../ui/page-title';
import { AdminEventsFilters } from './admin-events-filters';
import { AdminPageBody, AdminTable, BODY_ROW, CELL, headingsOf } from './admin-page-body';

type Props = { filter: AdminEventsFilter; onFilter: (next: AdminEventsFilter) => void };

const wallClock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat(undefined, { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** Events of every tour by tour, type and date range: data only, nothing opens a tour. Online only. */
export function AdminEventsScreen({ filter, onFilter }: Props) {
  const events = useQuery(adminDataQueries.events(filter));
  const tourName = events.data?.items[0]?.tourName;
  return (
    <section className="flex flex-col gap-4">
      <PageTitle title="Events" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Events</h1>
      {filter.tourId ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          Only the tour {tourName ? `“${tourName}”` : 'chosen on the Tours screen'}.
          <Link
            to="/admin/events"
            search={{ ...filter, tourId: undefined, page: undefined }}
            className="font-medium text-amber-700 underline dark:text-amber-300"
          >
            Show every tour
          </Link>
        </p>
      ) : null}
      <AdminEventsFilters filter={filter} onFilter={onFilter} />
      <AdminPageBody
        query={events}
        subject="events"
        noun="event"
        empty="No events match these filters."
        onPage={(page) => onFilter({ ...filter, page })}
      >
        {(items, dimmed) => <EventsTable events={items} dimmed={dimmed} />}
      </AdminPageBody>
    </section>
  );
}

function EventsTable({ events, dimmed }: { events: AdminEvent[]; dimmed: boolean }) {
  const { labelOf } = useEventTypes();
  return (
    <AdminTable headings={headingsOf('Date', 'Event', 'Type', 'Tour')} dimmed={dimmed}>
      {events.map((event) => (
        <tr key={event.id} className={BODY_ROW}>
          <td className={`${CELL} whitespace-nowrap`}>
            {event.date}
            <span className="block text-xs text-slate-500">
              {wallClock(event.startAt, event.timeZone)}–{wallClock(event.endAt, event.timeZone)}
            </span>
          </td>
          <td className={`${CELL} font-medium text-slate-900 dark:text-white`}>{event.title}</td>
          <td className={CELL}>{labelOf(event.type)}</td>
          <td className={CELL}>
            {event.tourName}
            <span className="block text-xs text-slate-500">{event.artistName}</span>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
