import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AdminUsersFilter } from '../../api/admin-users.api';
import { adminUserQueries } from '../../api/admin-users.queries';
import { errorMessage } from '../../api/api-error';
import { buttonClasses } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { AdminPager } from './admin-pager';
import { AdminUsersFilters } from './admin-users-filters';
import { AdminUsersTable } from './admin-users-table';

type AdminUsersScreenProps = { filter: AdminUsersFilter; onFilter: (next: AdminUsersFilter) => void };

/** Every account, by role and subscription status (the filters live in the address). Online only. */
export function AdminUsersScreen({ filter, onFilter }: AdminUsersScreenProps) {
  const users = useQuery(adminUserQueries.list(filter));
  const page = users.data;
  return (
    <section className="flex flex-col gap-4">
      <PageTitle title="Users" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Users</h1>
        <Link to="/admin/users/create" className={buttonClasses('primary')}>
          Create user
        </Link>
      </div>
      <AdminUsersFilters filter={filter} onFilter={onFilter} />
      {users.isError && page ? (
        <ErrorState message={errorMessage(users.error)} onRetry={() => void users.refetch()} />
      ) : null}
      {!page ? (
        <LoadState query={users} subject="users" notFoundTitle="Users not found" />
      ) : page.items.length === 0 ? (
        <EmptyState>
          <p>No users match these filters.</p>
        </EmptyState>
      ) : (
        <>
          <AdminUsersTable users={page.items} dimmed={users.isPlaceholderData} />
          <AdminPager
            page={page.page}
            pageSize={page.pageSize}
            total={page.total}
            noun="user"
            onPage={(next) => onFilter({ ...filter, page: next })}
          />
        </>
      )}
    </section>
  );
}
