import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { RouteErrorFallback } from '../../../app/route-error-fallback';
import { AdminAuditScreen } from '../../../features/admin/admin-audit-screen';

const AuditSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export const Route = createFileRoute('/_signed-in/admin/audit-log')({
  validateSearch: AuditSearchSchema,
  component: AdminAuditRoute,
  errorComponent: RouteErrorFallback,
});

function AdminAuditRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AdminAuditScreen page={page ?? 1} onPage={(next) => void navigate({ search: { page: next } })} />;
}
