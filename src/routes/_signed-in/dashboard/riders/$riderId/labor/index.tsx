import { createFileRoute } from '@tanstack/react-router';
import { LaborTab } from '../../../../../../features/riders/labor-tab';

export const Route = createFileRoute('/_signed-in/dashboard/riders/$riderId/labor/')({
  component: LaborTab,
});
