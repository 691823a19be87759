import { desc } from 'drizzle-orm';
import type { AuditPage } from '#contract/admin-users';
import type { Queryable } from '../../db/client';
import { adminAuditLog } from '../../db/schema';
import { pageOf, pageWindow, totalCount } from './admin-search';

/** The admin audit log, newest first. */
export async function listAdminAudit(q: Queryable, pageNumber: number): Promise<AuditPage> {
  const { limit, offset } = pageWindow(pageNumber);
  const rows = await q
    .select({
      id: adminAuditLog.id,
      actorId: adminAuditLog.actorId,
      actorEmail: adminAuditLog.actorEmail,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      detail: adminAuditLog.detail,
      createdAt: adminAuditLog.createdAt,
      total: totalCount(),
    })
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit)
    .offset(offset);
  const page = pageOf(rows, pageNumber);
  return { ...page, items: page.items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
