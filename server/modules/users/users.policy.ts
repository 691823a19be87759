import type { AuthUser } from '../../http/context';

/** A user's account settings belong to that user; platform admins may act on any account. */
export function canManageAccount(actor: AuthUser, accountId: string): boolean {
  return actor.id === accountId || actor.role === 'ADMIN';
}
