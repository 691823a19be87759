import { createFileRoute } from '@tanstack/react-router';
import { PersonnelTab } from '../../../../../../features/riders/personnel-tab';

export const Route = createFileRoute('/_signed-in/dashboard/riders/$riderId/personnel/')({
  component: PersonnelTab,
});
