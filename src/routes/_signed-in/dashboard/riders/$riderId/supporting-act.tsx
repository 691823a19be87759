import { createFileRoute } from '@tanstack/react-router';
import { RiderFiles } from '../../../../../features/files/rider-files';
import { SupportingActsTab } from '../../../../../features/riders/supporting-acts-tab';

export const Route = createFileRoute('/_signed-in/dashboard/riders/$riderId/supporting-act')({
  component: SupportingActRoute,
});

function SupportingActRoute() {
  return (
    <SupportingActsTab
      actFiles={(act, canEdit) => (
        <RiderFiles
          tourId={act.tourId}
          riderId={act.riderId}
          supportingActId={act.id}
          canEdit={canEdit}
          title={`Files of ${act.name}`}
        />
      )}
    />
  );
}
