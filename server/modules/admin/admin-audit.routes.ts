import { AuditPageSchema, AuditQuerySchema } from '#contract/admin-users';
import { defineRoute } from '../../http/route';
import { listAdminAudit } from './admin-audit.service';

/** Every admin write (who, what, when, on what), for admins only. */
export const adminAuditRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/admin/audit-log',
      tag: 'Admin',
      access: 'admin',
      summary: 'The admin audit log, newest first',
      query: AuditQuerySchema,
      response: AuditPageSchema,
      errors: [400, 401, 403],
    },
    async ({ query }, { deps }) => ({ data: await listAdminAudit(deps.database.db, query.page) }),
  ),
];
