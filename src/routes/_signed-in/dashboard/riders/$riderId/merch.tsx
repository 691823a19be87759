import { createFileRoute } from '@tanstack/react-router';
import { SectionTab } from '../../../../../features/riders/section-tab';

export const Route = createFileRoute('/_signed-in/dashboard/riders/$riderId/merch')({
  component: MerchRoute,
});

function MerchRoute() {
  return <SectionTab section="MERCH" />;
}
