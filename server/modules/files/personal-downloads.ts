/**
 * Who may download a person's own files. PERSONAL files (documents, passport scans): the person and
 * managers of a tour they share their details with (profile-access) — never cached on a device.
 * AVATAR: the person and anyone who shares a tour with them. Everyone else: 404.
 */
import type { Queryable } from '../../db/client';
import type { files } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { canReadProfile, sharesTour } from '../profile/profile-access';

type FileRow = typeof files.$inferSelect;
export const PERSONAL_KINDS: readonly FileRow['kind'][] = ['PERSONAL', 'AVATAR'];

/** Throws 404 unless the actor may download this personal or avatar file. */
export async function requirePersonalFileReader(
  db: Queryable,
  actor: AuthUser,
  file: FileRow,
): Promise<void> {
  const ownerId = file.ownerUserId;
  if (!ownerId) throw notFound();
  const allowed =
    file.kind === 'AVATAR'
      ? await sharesTour(db, actor.id, ownerId)
      : await canReadProfile(db, actor.id, ownerId);
  if (!allowed) throw notFound();
}

/** Tour, day and avatar bytes may be kept on a device; personal documents never. */
export const isCacheableKind = (kind: FileRow['kind']) => kind !== 'PERSONAL';
