import {
  AdminUserDetailSchema,
  AdminUserPageSchema,
  type AdminUsersQuery,
  AuditPageSchema,
  type CreateAdminUser,
} from '#contract/admin-users';
import { OkSchema } from '#contract/common';
import { apiRequest } from './client';

const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

/** The list's filters as sent: empty ones left out. */
export type AdminUsersFilter = Partial<Pick<AdminUsersQuery, 'role' | 'subscription' | 'search'>> & {
  page?: number;
};

function queryOf(filter: AdminUsersFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.role) query.role = filter.role;
  if (filter.subscription) query.subscription = filter.subscription;
  if (filter.search?.trim()) query.search = filter.search.trim();
  if (filter.page && filter.page > 1) query.page = String(filter.page);
  return query;
}

export const fetchAdminUsers = (filter: AdminUsersFilter) =>
  apiRequest('/admin/users', AdminUserPageSchema, { query: queryOf(filter) });
export const fetchAdminUser = (id: string) => apiRequest(userPath(id), AdminUserDetailSchema);
export const createAdminUser = (input: CreateAdminUser) =>
  apiRequest('/admin/users', AdminUserDetailSchema, { method: 'POST', body: input });
export const deleteAdminUser = (id: string) => apiRequest(userPath(id), OkSchema, { method: 'DELETE' });

export const fetchAdminAudit = (page: number) =>
  apiRequest('/admin/audit-log', AuditPageSchema, { query: page > 1 ? { page: String(page) } : {} });
