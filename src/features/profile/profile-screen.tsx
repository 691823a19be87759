import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { userQueries } from '../../api/users.queries';
import { buttonClasses } from '../../ui/button';
import { PageTitle } from '../../ui/page-title';
import { ProfileForm } from './profile-form';

export function ProfileScreen() {
  const { data: user } = useSuspenseQuery(userQueries.current());
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageTitle title="Profile" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Profile</h1>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">Your name</h2>
        <ProfileForm user={user} />
      </div>
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Password</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Changing it signs you out on your other devices.
        </p>
        <Link to="/dashboard/profile/change-password" className={buttonClasses('secondary')}>
          Change password
        </Link>
      </div>
    </section>
  );
}
