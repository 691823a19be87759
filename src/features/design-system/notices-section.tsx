import { Badge } from '../../ui/badge';
import { ErrorState } from '../../ui/error-state';
import { FormAlert } from '../../ui/form-alert';
import { OfflineNotice } from '../../ui/offline-notice';
import { PendingMarker } from '../../ui/pending-marker';
import { SavedCopyNotice } from '../../ui/saved-copy-notice';
import { useDemoQuery } from './use-demo-query';

/** Shown with a saved answer: an hour-old copy whose refresh never reached the server. */
function DemoSavedCopy() {
  const { error } = useDemoQuery('offline');
  const savedAt = Date.now() - 60 * 60 * 1000;
  return (
    <SavedCopyNotice
      query={{ data: { savedAt }, dataUpdatedAt: savedAt, error }}
      note="Changes you make wait until you are back online"
    />
  );
}

/** Small markers and the messages a screen or form shows about itself. */
export function NoticesSection() {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge>Crew</Badge>
        <Badge tone="accent">Manager</Badge>
        <Badge tone="warning">Passport expires</Badge>
        <PendingMarker />
      </div>
      <FormAlert message="Those details do not match an account." />
      <FormAlert tone="success" message="Your password was changed." />
      <DemoSavedCopy />
      <OfflineNotice action="Saving the team" onRetry={() => undefined} />
      <ErrorState title="Could not load the tour" message="The server did not answer." />
    </div>
  );
}
