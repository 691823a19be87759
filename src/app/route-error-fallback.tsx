import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { errorMessage } from '../api/api-error';
import { buttonClasses } from '../ui/button';
import { ErrorState } from '../ui/error-state';
import { useNoLastScreen } from './last-screen/use-last-screen';

/** The in-place fallback for a failed screen inside the dashboard, so the sidebar stays usable. */
export function RouteErrorFallback({ error }: ErrorComponentProps) {
  useNoLastScreen();
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorReset.reset();
  }, [queryErrorReset]);

  return (
    <div className="flex flex-col items-center gap-4 py-10">
      <ErrorState title="Error" message={errorMessage(error)} onRetry={() => void router.invalidate()} />
      <Link to="/dashboard" className={buttonClasses('ghost')}>
        Back to the dashboard
      </Link>
    </div>
  );
}
