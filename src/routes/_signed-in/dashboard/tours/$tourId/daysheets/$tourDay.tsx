import { createFileRoute } from '@tanstack/react-router';
import { DayHotels } from '../../../../../../features/accommodation/day-hotels';
import { DaysheetScreen } from '../../../../../../features/daysheet/daysheet-screen';
import { ApplyTemplateForm } from '../../../../../../features/event-templates/apply-template-form';
import { CopyDayEventsForm } from '../../../../../../features/event-templates/copy-day-events-form';
import { DayEvents } from '../../../../../../features/events/day-events';
import { DayFiles } from '../../../../../../features/files/day-files';
import { DayGuestLists } from '../../../../../../features/guest-lists/day-guest-lists';
import { DayNotes } from '../../../../../../features/notes/day-notes';
import { useMirrorReady } from '../../../../../../features/sync/use-mirror-ready';
import { useAfterFirstPaint } from '../../../../../../lib/use-after-first-paint';
import { useDayRows } from '../../../../../../offline/day-rows';

/** One day of a tour (`tourDay` is its local date, YYYY-MM-DD): schedule, hotel, guest lists, notes, then files. */
export const Route = createFileRoute('/_signed-in/dashboard/tours/$tourId/daysheets/$tourDay')({
  component: DaysheetRoute,
});

function DaysheetRoute() {
  const { tourId, tourDay } = Route.useParams();
  const mirrorReady = useMirrorReady();
  // One read for the whole sheet (header, schedule, notes): one IndexedDB round trip, one render.
  const sheet = useDayRows(tourId, tourDay);
  // The run-of-show first; the sections below it (and the managers' tools) a frame later.
  const below = useAfterFirstPaint(Boolean(sheet?.day));
  return (
    <DaysheetScreen
      tourId={tourId}
      tourDay={tourDay}
      sheet={sheet}
      mirrorReady={mirrorReady}
      renderSections={(day, canEdit, rows) => (
        <>
          <DayEvents
            key={`events-${day.id}`}
            day={day}
            canEdit={canEdit}
            rows={rows}
            tools={
              below && rows.tour ? (
                <>
                  <ApplyTemplateForm tourId={tourId} artistId={rows.tour.artistId} />
                  <CopyDayEventsForm tourId={tourId} />
                </>
              ) : null
            }
          />
          {below ? (
            <>
              <DayHotels key={`hotels-${day.id}`} tourId={tourId} events={rows.events} />
              <DayGuestLists key={`guests-${day.id}`} rows={rows} canEdit={canEdit} />
              <DayNotes key={`notes-${day.id}`} day={day} canEdit={canEdit} rows={rows} />
              <DayFiles key={`files-${day.id}`} day={day} canEdit={canEdit} />
            </>
          ) : null}
        </>
      )}
    />
  );
}
