/** The one `user_profiles` row of a person, created on their first write. */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { userProfiles } from '../../db/schema/index';

export type ProfileRow = typeof userProfiles.$inferSelect;
export type ProfileChanges = Partial<Omit<typeof userProfiles.$inferInsert, 'userId' | 'createdAt'>>;

export async function findProfile(db: Queryable, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return row;
}

/** Writes the given fields (undefined ones are left as they are), creating the row if needed. */
export async function saveProfile(
  db: Queryable,
  userId: string,
  changes: ProfileChanges,
  now: Date,
): Promise<ProfileRow> {
  const [row] = await db
    .insert(userProfiles)
    .values({ ...changes, userId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...changes, updatedAt: now } })
    .returning();
  if (!row) throw new Error('profile upsert returned nothing');
  return row;
}
