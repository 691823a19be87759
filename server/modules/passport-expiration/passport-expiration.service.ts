/**
 * Passport warnings of a tour (the product rule: "a passport warning is shown when the passport
 * expires within project dates"): passports of the tour's ACTIVE personnel that expire on or before
 * the tour's last day. Who sees whose follows the profile rule for this tour: managers see people
 * who gave share-information consent on it, and everyone sees their own. Not on the tour: 404.
 */
import { and, asc, eq, exists, isNull, lte, or, type SQL } from 'drizzle-orm';
import { isManagerRole } from '#contract/roles';
import type { PassportWarning } from '#contract/travelling-details';
import type { Queryable } from '../../db/client';
import { passports, tourPersonnel } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { requireTourAccess } from '../tours/tour-access';

export async function passportWarnings(
  db: Queryable,
  actor: AuthUser,
  tourId: string,
): Promise<PassportWarning[]> {
  const { tour, role } = await requireTourAccess(db, actor, tourId);
  const onTour = (extra?: SQL) =>
    exists(
      db
        .select({ id: tourPersonnel.id })
        .from(tourPersonnel)
        .where(
          and(
            eq(tourPersonnel.tourId, tourId),
            eq(tourPersonnel.userId, passports.userId),
            eq(tourPersonnel.status, 'ACTIVE'),
            isNull(tourPersonnel.deletedAt),
            extra,
          ),
        ),
    );
  // The caller's own passports count when they can see the tour (a workspace owner need not be personnel).
  const whose = isManagerRole(role)
    ? or(eq(passports.userId, actor.id), onTour(eq(tourPersonnel.shareInformation, true)))
    : eq(passports.userId, actor.id);
  const rows = await db
    .select({ id: passports.id, userId: passports.userId, expirationDate: passports.expirationDate })
    .from(passports)
    .where(and(lte(passports.expirationDate, tour.endDate), whose))
    .orderBy(asc(passports.expirationDate), asc(passports.userId), asc(passports.id));
  return rows.map((row) => ({
    userId: row.userId,
    passportId: row.id,
    expirationDate: row.expirationDate,
    expiredBeforeTour: row.expirationDate < tour.startDate,
  }));
}
