import { ErrorState } from './error-state';

export const OFFLINE_TITLE = "You're offline — this needs a connection";

type OfflineNoticeProps = { action: string; onRetry?: () => void };

/** Shown instead of a spinner when a screen that needs the server cannot reach it. */
export function OfflineNotice({ action, onRetry }: OfflineNoticeProps) {
  return (
    <ErrorState
      title={OFFLINE_TITLE}
      message={`${action} needs the server. It works again as soon as you are back online.`}
      onRetry={onRetry}
    />
  );
}
