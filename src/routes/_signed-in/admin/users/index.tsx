import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ADMIN_SUBSCRIPTION_FILTERS } from '#contract/admin-users';
import { PLATFORM_ROLES } from '#contract/users';
import { RouteErrorFallback } from '../../../../app/route-error-fallback';
import { AdminUsersScreen } from '../../../../features/admin/admin-users-screen';

/** The filters are the address (`?role=ADMIN&subscription=NONE&search=jo&page=2`): shareable, and Back works. */
const AdminUsersSearchSchema = v.object({
  role: v.fallback(v.optional(v.picklist(PLATFORM_ROLES)), undefined),
  subscription: v.fallback(v.optional(v.picklist(ADMIN_SUBSCRIPTION_FILTERS)), undefined),
  search: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export const Route = createFileRoute('/_signed-in/admin/users/')({
  validateSearch: AdminUsersSearchSchema,
  component: AdminUsersRoute,
  errorComponent: RouteErrorFallback,
});

function AdminUsersRoute() {
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AdminUsersScreen filter={filter} onFilter={(next) => void navigate({ search: next })} />;
}
