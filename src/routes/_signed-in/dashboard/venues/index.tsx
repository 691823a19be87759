import { createFileRoute } from '@tanstack/react-router';
import { ProvidersScreen } from '../../../../features/event-providers/providers-screen';

/** Venues & contacts (sidebar): the workspace's venues, promoters, hotels and vendors. */
export const Route = createFileRoute('/_signed-in/dashboard/venues/')({
  component: ProvidersScreen,
});
