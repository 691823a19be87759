import { createFileRoute } from '@tanstack/react-router';
import { SupplementalQuestionsScreen } from '../../../../../features/supplemental-questions/supplemental-questions-screen';
import { useMirrorReady } from '../../../../../features/sync/use-mirror-ready';
import { TourPage } from '../../../../../features/tours/tour-page';

/** Supplemental questions of a tour: read and answered online (not part of the mirror). */
export const Route = createFileRoute('/_signed-in/dashboard/tours/$tourId/supplemental-questions')({
  component: SupplementalQuestionsRoute,
});

function SupplementalQuestionsRoute() {
  const { tourId } = Route.useParams();
  const mirrorReady = useMirrorReady();
  return (
    <TourPage tourId={tourId} mirrorReady={mirrorReady}>
      <SupplementalQuestionsScreen tourId={tourId} />
    </TourPage>
  );
}
