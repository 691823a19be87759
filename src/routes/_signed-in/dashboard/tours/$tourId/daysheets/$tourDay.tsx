import { createFileRoute } from '@tanstack/react-router';
import { DaysheetScreen } from '../../../../../../features/daysheet/daysheet-screen';
import { DayEvents } from '../../../../../../features/events/day-events';
import { DayFiles } from '../../../../../../features/files/day-files';
import { DayNotes } from '../../../../../../features/notes/day-notes';
import { useMirrorReady } from '../../../../../../features/sync/use-mirror-ready';

/** One day of a tour (`tourDay` is its local date, YYYY-MM-DD): schedule, notes, then files. */
export const Route = createFileRoute('/_signed-in/dashboard/tours/$tourId/daysheets/$tourDay')({
  component: DaysheetRoute,
});

function DaysheetRoute() {
  const { tourId, tourDay } = Route.useParams();
  const mirrorReady = useMirrorReady();
  return (
    <DaysheetScreen
      tourId={tourId}
      tourDay={tourDay}
      mirrorReady={mirrorReady}
      renderSections={(day, canEdit) => (
        <>
          <DayEvents key={`events-${day.id}`} day={day} canEdit={canEdit} />
          <DayNotes key={`notes-${day.id}`} day={day} canEdit={canEdit} />
          <DayFiles key={`files-${day.id}`} day={day} canEdit={canEdit} />
        </>
      )}
    />
  );
}
