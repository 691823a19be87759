import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { buttonClasses } from '../ui/button';
import { Logo } from '../ui/logo';
import { useNoLastScreen } from './last-screen/use-last-screen';

/** The generic error page: a route error that no closer fallback handled. */
export function ErrorPage({ error }: ErrorComponentProps) {
  useNoLastScreen();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-4 text-center dark:bg-slate-950">
      <Logo />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
        Oops, something went wrong
      </h1>
      <p className="max-w-md text-slate-600 dark:text-slate-400">
        Please refresh the page and try again. If it keeps happening, go back to the dashboard.
      </p>
      {import.meta.env.DEV && error instanceof Error ? (
        <pre className="max-w-full overflow-auto text-left text-xs text-red-700 dark:text-red-300">
          {error.message}
        </pre>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="button" onClick={() => window.location.reload()} className={buttonClasses('secondary')}>
          Refresh the page
        </button>
        <Link to="/dashboard" reloadDocument className={buttonClasses('primary')}>
          Go to the dashboard
        </Link>
      </div>
    </main>
  );
}
