import { createFileRoute } from '@tanstack/react-router';
import { AllRiders } from '../../../../features/riders/all-riders';
import { useMirrorReady } from '../../../../features/sync/use-mirror-ready';

/** Every rider on the user's tours, grouped by tour. */
export const Route = createFileRoute('/_signed-in/dashboard/riders/')({
  component: RidersRoute,
});

function RidersRoute() {
  return <AllRiders mirrorReady={useMirrorReady()} />;
}
