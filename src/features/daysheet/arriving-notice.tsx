import { useSyncStatus } from '../../offline/sync-status';

/**
 * Says that the tour is still coming onto this device (its pull is between pages), so a day that
 * shows three of its eleven events during a first sync at a venue is not taken for the whole day,
 * nor a day still to come for a day that does not exist. With the share of the pull written when
 * the header has one; `state` says what that means for the day.
 */
export function ArrivingNotice({ state }: { state: string }) {
  const { pullShare } = useSyncStatus();
  const share = pullShare === null ? '' : ` (${Math.floor(pullShare * 100)}%)`;
  return (
    <p
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
    >
      This tour is still arriving on this device{share}: {state}.
    </p>
  );
}
