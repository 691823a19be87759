import { createFileRoute } from '@tanstack/react-router';
import { useTourDates } from '../../../../../features/daysheet/use-tour-dates';
import { PrintSchedule } from '../../../../../features/events/print-schedule';
import { PrintScreen } from '../../../../../features/print/print-screen';
import { PrintSearchSchema } from '../../../../../features/print/print-search';

/** Daysheets to print (`?from=&to=&paper=A4|Letter`): one day from its daysheet, or a tour book. */
export const Route = createFileRoute('/_signed-in/dashboard/tours/$tourId/print')({
  validateSearch: PrintSearchSchema,
  component: PrintRoute,
});

function PrintRoute() {
  const { tourId } = Route.useParams();
  return (
    <PrintScreen
      tourId={tourId}
      search={Route.useSearch()}
      tourDays={useTourDates(tourId)}
      renderSchedule={(rows) => <PrintSchedule rows={rows} />}
    />
  );
}
