import { createFileRoute } from '@tanstack/react-router';
import { SectionTab } from '../../../../../features/riders/section-tab';

export const Route = createFileRoute('/_signed-in/dashboard/riders/$riderId/technical')({
  component: TechnicalRoute,
});

function TechnicalRoute() {
  return <SectionTab section="TECHNICAL" />;
}
