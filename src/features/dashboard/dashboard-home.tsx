import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { userQueries } from '../../api/users.queries';
import { PageTitle } from '../../ui/page-title';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';

function greetingFor(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export function DashboardHome() {
  const { data: user } = useSuspenseQuery(userQueries.current());
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageTitle title="Dashboard" />
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
          {greetingFor(new Date().getHours())}, {user.firstName}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Here is what is happening on your tours.</p>
      </div>
      <div className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-600 dark:border-slate-700 dark:text-slate-400">
        <p>No tours yet. Your tours, today&apos;s daysheet and upcoming events will show up here.</p>
        <p className="mt-2">
          Meanwhile, make sure your{' '}
          <Link to="/dashboard/profile" className={TEXT_LINK_CLASSES}>
            profile
          </Link>{' '}
          is up to date.
        </p>
      </div>
    </section>
  );
}
