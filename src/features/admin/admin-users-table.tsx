import { Link } from '@tanstack/react-router';
import type { AdminUser } from '#contract/admin-users';
import { Badge } from '../../ui/badge';
import { formatDate, ROLE_LABELS, SUBSCRIPTION_LABELS } from './admin-labels';

const CELL = 'px-3 py-2 text-left align-top';

/** One page of users; a name opens the user. Dimmed while the next filter's answer loads. */
export function AdminUsersTable({ users, dimmed }: { users: AdminUser[]; dimmed: boolean }) {
  return (
    <div
      className={`overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900 ${dimmed ? 'opacity-60' : ''}`}
    >
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <tr>
            <th className={CELL}>Name</th>
            <th className={CELL}>E-mail</th>
            <th className={CELL}>Role</th>
            <th className={CELL}>Subscription</th>
            <th className={CELL}>Created</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <td className={CELL}>
                <Link
                  to="/admin/users/$userId"
                  params={{ userId: user.id }}
                  className="font-medium text-slate-900 underline-offset-2 hover:underline dark:text-white"
                >
                  {user.firstName} {user.lastName}
                </Link>
              </td>
              <td className={`${CELL} break-all`}>{user.email}</td>
              <td className={CELL}>
                <Badge tone={user.role === 'ADMIN' ? 'accent' : 'neutral'}>{ROLE_LABELS[user.role]}</Badge>
              </td>
              <td className={CELL}>
                {SUBSCRIPTION_LABELS[user.subscriptionStatus]}
                {user.activeTill ? (
                  <span className="block text-xs text-slate-500">till {formatDate(user.activeTill)}</span>
                ) : null}
              </td>
              <td className={CELL}>{formatDate(user.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
