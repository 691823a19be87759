import { and, eq, isNull } from 'drizzle-orm';
import type { UpdateCurrentUser, UpdateUserStatus, User } from '#contract/users';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { restampPersonOnTours } from '../tour-personnel/restamp-personnel';

export type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    status: {
      onboardingCompleted: row.onboardingCompleted,
      onboardingSkipped: row.onboardingSkipped,
      onboardingStep: row.onboardingStep,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/** Removed accounts are invisible everywhere. */
export async function findActiveUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

export async function findActiveUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return row;
}

export async function getUser(db: Queryable, id: string): Promise<User> {
  const row = await findActiveUserById(db, id);
  if (!row) throw notFound();
  return toUser(row);
}

/** Changes the name; a changed name reaches the tour mirrors (it is on the person's personnel rows). */
export async function updateCurrentUser(
  db: Queryable,
  id: string,
  input: UpdateCurrentUser,
  now: Date,
): Promise<User> {
  const before = await findActiveUserById(db, id);
  const [row] = await db
    .update(users)
    .set({ ...input, updatedAt: now })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning();
  if (!row) throw notFound();
  if (before?.firstName !== row.firstName || before.lastName !== row.lastName) {
    await restampPersonOnTours(db, id, now);
  }
  return toUser(row);
}

export async function updateUserStatus(
  db: Queryable,
  id: string,
  input: UpdateUserStatus,
  now: Date,
): Promise<User> {
  const [row] = await db
    .update(users)
    .set({ ...input, updatedAt: now })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning();
  if (!row) throw notFound();
  return toUser(row);
}
