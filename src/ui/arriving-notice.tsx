import { pullPercent, useSyncStatus } from '../offline/sync-status';
import { StatusNotice } from './status-notice';

/**
 * Says that the tour is still coming onto this device (its pull is between pages), so a day that
 * shows three of its eleven events during a first sync at a venue is not taken for the whole day,
 * a day still to come for a day that does not exist, nor half a tour's days for all of them. With
 * the share of the pull written when the header has one; `state` says what that means on screen.
 */
export function ArrivingNotice({ state }: { state: string }) {
  const { pullShare } = useSyncStatus();
  const share = pullShare === null ? '' : ` (${pullPercent(pullShare)})`;
  return (
    <StatusNotice>
      This tour is still arriving on this device{share}: {state}.
    </StatusNotice>
  );
}
