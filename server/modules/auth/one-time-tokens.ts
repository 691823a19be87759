/** Single-use, expiring e-mail links. Consuming is one atomic UPDATE, so a link works exactly once. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { MESSAGES } from '#contract/messages';
import type { Queryable } from '../../db/client';
import { oneTimeTokens } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { hashToken, newOpaqueToken } from './secrets';

export type LinkPurpose = 'confirm_email' | 'reset_password';

export async function createLinkToken(
  db: Queryable,
  userId: string,
  purpose: LinkPurpose,
  ttlSeconds: number,
  now: Date,
) {
  // A new link replaces older ones of the same purpose: only the latest e-mail works.
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
    );
  const token = newOpaqueToken();
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}

/** Returns the user the link was for, or fails with 400 token_invalid for unknown, used or expired links. */
export async function consumeLinkToken(
  db: Queryable,
  token: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<string> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  if (!row) throw new AppError(400, 'token_invalid', MESSAGES.linkInvalid, { token: MESSAGES.linkInvalid });
  return row.userId;
}
