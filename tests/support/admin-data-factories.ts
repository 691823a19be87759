import { desc, eq } from 'drizzle-orm';
import { adminAuditLog, users } from '../../server/db/schema/index';
import { signedInUser, signIn } from './factories';
import type { TestApp } from './test-app';

/** A platform admin: registered like anyone, made ADMIN in the database, signed in again for the role. */
export async function signedInAdmin(t: TestApp) {
  const person = await signedInUser(t, { firstName: 'Ada' });
  await t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, person.user.id));
  const session = await signIn(t, person.email, person.password);
  return { ...person, ...session, token: session.authToken };
}

/** The admin log's newest record about `targetId`, if any. */
export async function lastAdminRecord(t: TestApp, targetId: string) {
  const [row] = await t.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, targetId))
    .orderBy(desc(adminAuditLog.createdAt));
  return row;
}

/** How many admin records exist (to show a refused write recorded nothing). */
export async function adminRecordCount(t: TestApp) {
  return (await t.db.select({ id: adminAuditLog.id }).from(adminAuditLog)).length;
}
