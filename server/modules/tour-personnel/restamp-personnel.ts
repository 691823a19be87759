/**
 * The tour mirror carries each person's name and phone number on their `tourPersonnel` rows. When
 * those change on the person's account or profile, every live row of theirs is stamped with a new
 * version of its tour, so the next pull of each tour brings the new values to every device.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { tourPersonnel } from '../../db/schema/index';
import { nextTourVersion } from '../../sync/versioning';

export async function restampPersonOnTours(db: Queryable, userId: string, now: Date): Promise<void> {
  const rows = await db
    .selectDistinct({ tourId: tourPersonnel.tourId })
    .from(tourPersonnel)
    .where(and(eq(tourPersonnel.userId, userId), isNull(tourPersonnel.deletedAt)))
    // One lock order for every writer, so two people's edits never wait on each other in a circle.
    .orderBy(asc(tourPersonnel.tourId));
  for (const { tourId } of rows) {
    const version = await nextTourVersion(db, tourId, now);
    await db
      .update(tourPersonnel)
      .set({ version, updatedAt: now })
      .where(
        and(
          eq(tourPersonnel.tourId, tourId),
          eq(tourPersonnel.userId, userId),
          isNull(tourPersonnel.deletedAt),
        ),
      );
  }
}
