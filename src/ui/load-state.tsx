import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage, isApiError } from '../api/api-error';
import { ErrorState } from './error-state';
import { OfflineNotice } from './offline-notice';
import { Spinner } from './spinner';

type LoadStateProps = {
  query: Pick<UseQueryResult, 'error' | 'fetchStatus' | 'refetch'>;
  /** What the screen shows; also names the action in the offline notice. */
  subject: string;
  notFoundTitle: string;
};

/** Everything a screen shows before its data is there: loading, offline, not found, failed. */
export function LoadState({ query, subject, notFoundTitle }: LoadStateProps) {
  const { error } = query;
  const retry = () => void query.refetch();
  // A malformed id in the URL (400 on `id`) is as missing as an unknown one.
  const isMissing =
    isApiError(error) && (error.status === 404 || (error.status === 400 && 'id' in error.fields));
  if (isMissing) {
    return <ErrorState title={notFoundTitle} message="It does not exist, or it is not shared with you." />;
  }
  if (query.fetchStatus === 'paused' || (isApiError(error) && error.code === 'network_error')) {
    return <OfflineNotice action={`Loading ${subject}`} onRetry={retry} />;
  }
  if (error) return <ErrorState message={errorMessage(error)} onRetry={retry} />;
  return <Spinner label={`Loading ${subject}…`} />;
}
