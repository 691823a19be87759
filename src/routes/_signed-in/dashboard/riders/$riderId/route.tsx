import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RiderFiles } from '../../../../../features/files/rider-files';
import { RiderScreen } from '../../../../../features/riders/rider-screen';
import { useMirrorReady } from '../../../../../features/sync/use-mirror-ready';

/** A rider's frame (header, tabs, files) around the open tab, from the device's copy. */
export const Route = createFileRoute('/_signed-in/dashboard/riders/$riderId')({
  component: RiderRoute,
});

function RiderRoute() {
  const { riderId } = Route.useParams();
  const mirrorReady = useMirrorReady();
  return (
    <RiderScreen
      riderId={riderId}
      mirrorReady={mirrorReady}
      files={({ tour, canEdit }) => (
        <RiderFiles
          tourId={tour.id}
          riderId={riderId}
          supportingActId={null}
          canEdit={canEdit}
          title="Rider files"
        />
      )}
    >
      <Outlet />
    </RiderScreen>
  );
}
