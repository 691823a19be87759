import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { tourPersonnel } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { AppError } from '../../http/errors';
import { nextTourVersion } from '../../sync/versioning';
import { requireTourAccess } from '../tours/tour-access';
import { getTourPersonnel } from './tour-personnel.service';

const NOT_PERSONNEL = 'You are not on this tour’s personnel, so there is nothing of yours to share';

/** The caller's own consent on a tour; managers read shared details only where it is true. */
export async function setShareInformation(
  db: Queryable,
  actor: AuthUser,
  tourId: string,
  shareInformation: boolean,
  now: Date,
) {
  await requireTourAccess(db, actor, tourId);
  const [own] = await db
    .select({ id: tourPersonnel.id })
    .from(tourPersonnel)
    .where(
      and(
        eq(tourPersonnel.tourId, tourId),
        eq(tourPersonnel.userId, actor.id),
        eq(tourPersonnel.status, 'ACTIVE'),
        isNull(tourPersonnel.deletedAt),
      ),
    );
  // A workspace owner sees every tour of the workspace without being on its personnel.
  if (!own) throw new AppError(400, 'validation_failed', NOT_PERSONNEL, { shareInformation: NOT_PERSONNEL });
  const version = await nextTourVersion(db, tourId, now);
  await db
    .update(tourPersonnel)
    .set({ shareInformation, version, updatedAt: now })
    .where(eq(tourPersonnel.id, own.id));
  return getTourPersonnel(db, actor, tourId, own.id);
}
