import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type AdminUsersFilter, fetchAdminAudit, fetchAdminUser, fetchAdminUsers } from './admin-users.api';

/** Query keys and options for the admin's users; the only place these keys are spelled. */
export const adminUserQueries = {
  all: ['admin-users'] as const,
  list: (filter: AdminUsersFilter) =>
    queryOptions({
      queryKey: [...adminUserQueries.all, 'list', filter] as const,
      queryFn: () => fetchAdminUsers(filter),
      // The current page stays on screen while the next filter's answer loads.
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...adminUserQueries.all, 'detail', id] as const,
      queryFn: () => fetchAdminUser(id),
    }),
};

/** The admin audit log's pages. */
export const adminAuditQueries = {
  all: ['admin-audit'] as const,
  page: (page: number) =>
    queryOptions({
      queryKey: [...adminAuditQueries.all, page] as const,
      queryFn: () => fetchAdminAudit(page),
      placeholderData: keepPreviousData,
    }),
};
