import { Button } from './button';

type ErrorStateProps = { title?: string; message: string; onRetry?: () => void };

/** An in-place failure for one data screen; the surrounding navigation keeps working. */
export function ErrorState({ title = 'Error', message, onRetry }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-6 dark:border-red-900 dark:bg-red-950/40"
    >
      <h2 className="text-lg font-semibold text-red-800 dark:text-red-200">{title}</h2>
      <p className="text-sm text-red-800 dark:text-red-200">{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
