import { REPORT_MESSAGES } from '#contract/reports';
import { useIsOnline } from '../../lib/use-is-online';

/** Offline, says why Generate, Save and Download are greyed out. */
export function NeedsConnection() {
  const online = useIsOnline();
  if (online) return null;
  return (
    <p
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
    >
      {REPORT_MESSAGES.needsConnection}
    </p>
  );
}
