import { createFileRoute } from '@tanstack/react-router';
import { UpdateTourScreen } from '../../../../../../../features/tour-setup/update-tour-screen';

export const Route = createFileRoute('/_signed-in/dashboard/tours/update/$artistId/$tourId/')({
  component: UpdateTourRoute,
});

function UpdateTourRoute() {
  const { artistId, tourId } = Route.useParams();
  return <UpdateTourScreen artistId={artistId} tourId={tourId} />;
}
