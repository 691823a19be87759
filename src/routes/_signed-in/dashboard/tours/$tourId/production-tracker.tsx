import { createFileRoute } from '@tanstack/react-router';
import { ProductionTrackerScreen } from '../../../../../features/production-tracker/production-tracker-screen';
import { useMirrorReady } from '../../../../../features/sync/use-mirror-ready';

/** The tour's production tracker: one row per show, from the mirror (read and edited offline). */
export const Route = createFileRoute('/_signed-in/dashboard/tours/$tourId/production-tracker')({
  component: ProductionTrackerRoute,
});

function ProductionTrackerRoute() {
  const { tourId } = Route.useParams();
  return <ProductionTrackerScreen tourId={tourId} mirrorReady={useMirrorReady()} />;
}
