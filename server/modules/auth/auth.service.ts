/**
 * Accounts: registration, confirmation, password reset and change, and removal (sign-in: login.ts).
 * Never reveals whether an e-mail has an account except where the register flow needs it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Register } from '#contract/auth';
import { EMAIL_CONFIRMATION_TTL_SECONDS, PASSWORD_RESET_TTL_SECONDS } from '#contract/limits';
import { MESSAGES } from '#contract/messages';
import type { User } from '#contract/users';
import type { BillingProvider } from '../../adapters/billing/billing-provider';
import { deliver } from '../../adapters/mail/deliver';
import type { Queryable } from '../../db/client';
import {
  legalAcceptances,
  mailOutbox,
  oneTimeTokens,
  users,
  workspaceMembers,
  workspaces,
} from '../../db/schema/index';
import type { AppDeps } from '../../http/context';
import { AppError, conflict, unauthorized } from '../../http/errors';
import { cancelForRemovedAccount } from '../subscriptions/subscriptions.service';
import { claimInvitations } from '../tour-personnel/tour-personnel.service';
import { findActiveUserByEmail, findActiveUserById, toUser } from '../users/users.service';
import { confirmationMail, resetPasswordMail } from './auth.mail';
import { consumeLinkToken, createLinkToken } from './one-time-tokens';
import { hashPassword, verifyPassword } from './passwords';
import { renewTokenPair, type TokenPair } from './refresh-tokens';
import { endAllSessions, endOtherSessions } from './sessions';

export async function register(deps: AppDeps, input: Register): Promise<{ email: string }> {
  const now = deps.now();
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashCost);
  const { token, user } = await deps.database.db.transaction(async (tx) => {
    const existing = await findActiveUserByEmail(tx, input.email);
    if (existing?.emailConfirmedAt) throw conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
    // An unconfirmed sign-up proves no ownership yet: registering again replaces it and resends the link.
    const [user] = existing
      ? await tx
          .update(users)
          .set({ firstName: input.firstName, lastName: input.lastName, passwordHash, updatedAt: now })
          .where(eq(users.id, existing.id))
          .returning()
      : await tx
          .insert(users)
          .values({
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            passwordHash,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
    if (!user) throw new Error('user insert returned nothing');
    if (!existing) await openOwnWorkspace(tx, user, now);
    const token = await createLinkToken(tx, user.id, 'confirm_email', EMAIL_CONFIRMATION_TTL_SECONDS, now);
    return { token, user };
  });
  await deliver(
    deps,
    confirmationMail(user.email, user.firstName, `${deps.config.appUrl}/register-complete?token=${token}`),
  );
  return { email: user.email };
}

export async function confirmRegistration(deps: AppDeps, token: string): Promise<User> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, token, 'confirm_email', now);
    const [row] = await tx
      .update(users)
      .set({ emailConfirmedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning();
    if (!row) throw new AppError(400, 'token_invalid', MESSAGES.linkInvalid);
    await claimInvitations(tx, row.id, row.email, now);
    return toUser(row);
  });
}

export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const row = await findActiveUserByEmail(deps.database.db, email);
  if (!row) return;
  const token = await createLinkToken(
    deps.database.db,
    row.id,
    'reset_password',
    PASSWORD_RESET_TTL_SECONDS,
    deps.now(),
  );
  await deliver(
    deps,
    resetPasswordMail(
      row.email,
      row.firstName,
      `${deps.config.appUrl}/confirm-reset-password?token=${token}`,
    ),
  );
}

export async function resetPassword(deps: AppDeps, token: string, password: string): Promise<void> {
  const now = deps.now();
  const passwordHash = await hashPassword(password, deps.config.passwordHashCost);
  await deps.database.db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, token, 'reset_password', now);
    const user = await findActiveUserById(tx, userId);
    if (!user) throw new AppError(400, 'token_invalid', MESSAGES.linkInvalid);
    // Following an e-mailed link proves the mailbox, so it also confirms a pending registration.
    await tx
      .update(users)
      .set({ passwordHash, emailConfirmedAt: user.emailConfirmedAt ?? now, updatedAt: now })
      .where(eq(users.id, userId));
    await endAllSessions(tx, userId, now);
  });
}

/** `sessionId` is the caller's session: it goes on with a fresh pair, every other one ends. */
export async function updatePassword(
  deps: AppDeps,
  userId: string,
  sessionId: string | null,
  currentPassword: string,
  newPassword: string,
): Promise<TokenPair> {
  // Every signed-in request names its session; without one there is nobody to keep signed in.
  if (!sessionId) throw unauthorized();
  const now = deps.now();
  const row = await findActiveUserById(deps.database.db, userId);
  if (!row || !(await verifyPassword(currentPassword, row.passwordHash, deps.config.passwordHashCost))) {
    throw new AppError(400, 'validation_failed', MESSAGES.wrongCurrentPassword, {
      currentPassword: MESSAGES.wrongCurrentPassword,
    });
  }
  const passwordHash = await hashPassword(newPassword, deps.config.passwordHashCost);
  return deps.database.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    // Other devices must sign in again with the new password; this one gets a fresh pair.
    await endOtherSessions(tx, userId, sessionId, now);
    return renewTokenPair(tx, deps, row, sessionId);
  });
}

/** Every new account starts with a workspace of its own (registration and the admin's create). */
export async function openOwnWorkspace(
  tx: Queryable,
  user: { id: string; firstName: string },
  now: Date,
): Promise<void> {
  const [workspace] = await tx
    .insert(workspaces)
    .values({ name: `${user.firstName}'s workspace`, ownerId: user.id, createdAt: now })
    .returning();
  if (workspace)
    await tx.insert(workspaceMembers).values({ workspaceId: workspace.id, userId: user.id, createdAt: now });
}

/** Removes the account: personal data is erased, the row stays anonymised so history keeps its shape. */
export async function deleteAccount(deps: AppDeps, userId: string): Promise<void> {
  const now = deps.now();
  await deps.database.db.transaction((tx) => eraseAccount(tx, deps.billing, userId, now));
}

/**
 * `deleteAccount` inside the caller's transaction (the admin's delete records itself in the same
 * one). Answers the account as it was before erasure (the admin's audit entry names it), or
 * undefined when there was no active account to remove.
 */
export async function eraseAccount(
  tx: Queryable,
  billing: BillingProvider,
  userId: string,
  now: Date,
): Promise<Awaited<ReturnType<typeof findActiveUserById>>> {
  const row = await findActiveUserById(tx, userId);
  if (!row) return undefined;
  await cancelForRemovedAccount(tx, billing, userId, now);
  await endAllSessions(tx, userId, now);
  await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
  await tx.delete(legalAcceptances).where(eq(legalAcceptances.userId, userId));
  await tx.delete(mailOutbox).where(eq(mailOutbox.to, row.email));
  await tx.delete(workspaceMembers).where(eq(workspaceMembers.userId, userId));
  await tx.delete(workspaces).where(eq(workspaces.ownerId, userId));
  await tx
    .update(users)
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      firstName: 'Deleted',
      lastName: 'user',
      passwordHash: null,
      role: 'USER',
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  return row;
}
