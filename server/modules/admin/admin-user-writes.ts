/**
 * The admin's writes on users: create an account (with a password, or invited to set one by
 * e-mail) and remove one the way "Remove account" does. Each is recorded in the admin audit log
 * in the same transaction.
 */
import type * as v from 'valibot';
import {
  ADMIN_INVITATION_TTL_SECONDS,
  ADMIN_USER_MESSAGES,
  type CreateAdminUserSchema,
} from '#contract/admin-users';
import { MESSAGES } from '#contract/messages';
import type { BillingProvider } from '../../adapters/billing/billing-provider';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { eraseAccount, openOwnWorkspace } from '../auth/auth.service';
import { createLinkToken } from '../auth/one-time-tokens';
import { hashPassword } from '../auth/passwords';
import { claimInvitations } from '../tour-personnel/tour-personnel.service';
import { findActiveUserByEmail } from '../users/users.service';
import { type AdminActor, recordAdminAction } from './admin-audit';

type CreateInput = v.InferOutput<typeof CreateAdminUserSchema>;

export type CreatedUser = {
  id: string;
  email: string;
  firstName: string;
  /** The set-your-password link token, to mail after the commit (invited accounts only). */
  invitationToken: string | null;
};

/** Hashed before the transaction: scrypt is slow and must not hold the transaction open. */
export async function passwordHashOf(input: CreateInput, cost: number): Promise<string | null> {
  return input.password === undefined ? null : hashPassword(input.password, cost);
}

/**
 * A new account. With a password it can sign in at once (the admin vouches for the address);
 * invited, it has no password until its owner follows the e-mailed link, which also confirms it.
 */
export async function createAdminUser(
  tx: Queryable,
  actor: AdminActor,
  input: CreateInput,
  passwordHash: string | null,
  now: Date,
): Promise<CreatedUser> {
  // Any live account holds its address, a registration not yet confirmed too (the e-mail is unique).
  if (await findActiveUserByEmail(tx, input.email)) {
    throw conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
  }
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      passwordHash,
      emailConfirmedAt: passwordHash ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  await openOwnWorkspace(tx, user, now);
  // Tours that already invited this address show up for the new account, as after a sign-up.
  await claimInvitations(tx, user.id, user.email, now);
  const invitationToken = passwordHash
    ? null
    : await createLinkToken(tx, user.id, 'reset_password', ADMIN_INVITATION_TTL_SECONDS, now);
  await recordAdminAction(
    tx,
    actor,
    {
      action: 'user.create',
      targetType: 'user',
      targetId: user.id,
      detail: { email: user.email, role: user.role, invited: invitationToken !== null },
    },
    now,
  );
  return { id: user.id, email: user.email, firstName: user.firstName, invitationToken };
}

/** Removes an account as "Remove account" does; an admin removes their own only there. */
export async function deleteAdminUser(
  tx: Queryable,
  billing: BillingProvider,
  actor: AdminActor,
  id: string,
  now: Date,
) {
  if (id === actor.id) throw conflict(ADMIN_USER_MESSAGES.selfDelete);
  const row = await eraseAccount(tx, billing, id, now);
  if (!row) throw notFound();
  await recordAdminAction(
    tx,
    actor,
    {
      action: 'user.delete',
      targetType: 'user',
      targetId: id,
      detail: { email: row.email, name: `${row.firstName} ${row.lastName}`.trim(), role: row.role },
    },
    now,
  );
}
