import { createFileRoute } from '@tanstack/react-router';
import { SectionTab } from '../../../../../features/riders/section-tab';

export const Route = createFileRoute('/_signed-in/dashboard/riders/$riderId/transportation')({
  component: TransportationRoute,
});

function TransportationRoute() {
  return <SectionTab section="TRANSPORTATION" />;
}
