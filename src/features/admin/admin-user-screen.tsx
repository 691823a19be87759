import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { deleteAdminUser } from '../../api/admin-users.api';
import { adminAuditQueries, adminUserQueries } from '../../api/admin-users.queries';
import { userQueries } from '../../api/users.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { ConfirmButton } from '../../ui/confirm-button';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { AdminUserFacts } from './admin-user-facts';

/** One account for the admin: its facts, and Delete (never of the admin's own account). */
export function AdminUserScreen({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isOnline = useIsOnline();
  const user = useQuery(adminUserQueries.detail(userId));
  const me = useQuery(userQueries.current());
  const data = user.data;
  const name = data ? `${data.firstName} ${data.lastName}` : 'User';
  return (
    <section className="flex max-w-2xl flex-col gap-4">
      <PageTitle title={name} />
      <Link to="/admin/users" className="text-sm text-slate-600 hover:underline dark:text-slate-400">
        ← All users
      </Link>
      {!data ? (
        <LoadState query={user} subject="the user" notFoundTitle="User not found" />
      ) : (
        <>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{name}</h1>
          <AdminUserFacts user={data} />
          {me.data?.id === data.id ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              This is your own account: only you can remove it, with “Remove account” in the menu.
            </p>
          ) : (
            <ConfirmButton
              variant="danger"
              aria-label={`Delete ${name}`}
              disabled={!isOnline}
              title={`Delete ${name}?`}
              confirmLabel="Delete user"
              explanation="Their personal data is erased, their own workspaces are deleted and they can no longer sign in. This cannot be undone."
              action={() => deleteAdminUser(userId)}
              success={`${name} deleted`}
              onDone={async () => {
                queryClient.removeQueries({ queryKey: adminUserQueries.detail(userId).queryKey });
                await queryClient.invalidateQueries({ queryKey: adminUserQueries.all });
                await queryClient.invalidateQueries({ queryKey: adminAuditQueries.all });
                await navigate({ to: '/admin/users' });
              }}
            >
              Delete user
            </ConfirmButton>
          )}
        </>
      )}
    </section>
  );
}
