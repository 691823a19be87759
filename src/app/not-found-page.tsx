import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../ui/button';
import { Logo } from '../ui/logo';
import { useNoLastScreen } from './last-screen/use-last-screen';

export function NotFoundPage() {
  useNoLastScreen();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-4 text-center dark:bg-slate-950">
      <Logo />
      <p className="text-6xl font-black text-amber-500">404</p>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
        This stage was not found
      </h1>
      <p className="max-w-md text-slate-600 dark:text-slate-400">
        The page you are looking for has been struck, moved or never existed.
      </p>
      <Link to="/dashboard" className={buttonClasses('primary')}>
        Back to the dashboard
      </Link>
    </main>
  );
}
