/**
 * What the crash and scale benches start from, written straight into their own database after the
 * first server migrated it: a few tours (days tagged, so notes may be added) and one user per
 * simulated device, each a manager of one tour so it may write. Users are inserted, not registered:
 * a thousand password hashes and sign-ins would take longer than the run they prepare. Their access
 * tokens (each of a session of its own, as a sign-in makes) are signed with the secret the servers
 * are started with (`JWT_SECRET`).
 */
import { eq } from 'drizzle-orm';
import { fromPostgres } from '../../server/db/client';
import { tourDays, tourPersonnel, users, workspaceMembers, workspaces } from '../../server/db/schema/index';
import type { AuthUser } from '../../server/http/context';
import { createArtist } from '../../server/modules/artists/artists.service';
import { signAccessToken } from '../../server/modules/auth/access-tokens';
import { openSession } from '../../server/modules/auth/sessions';
import { createTour } from '../../server/modules/tours/tours.service';
import { nextTourVersion } from '../../server/sync/versioning';

export type FleetTour = { tourId: string; dayIds: string[] };
export type FleetUser = { userId: string; token: string; tour: FleetTour };
export type Fleet = { tours: FleetTour[]; users: FleetUser[] };

const BATCH = 500;
/** Longer than any run; the access tokens themselves expire after 15 minutes. */
const SESSION_MS = 60 * 60 * 1000;

async function insertUsers(db: ReturnType<typeof fromPostgres>['db'], count: number, tag: string, now: Date) {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: crypto.randomUUID(),
    email: `device-${i}-${tag}@bench.example`,
    firstName: `Device${i}`,
    lastName: 'Bench',
    emailConfirmedAt: now,
    onboardingCompleted: true,
    createdAt: now,
    updatedAt: now,
  }));
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(users).values(rows.slice(i, i + BATCH));
  return rows;
}

export async function seedFleet(
  databaseUrl: string,
  options: { tours: number; days: number; users: number; jwtSecret: string },
): Promise<Fleet> {
  const database = fromPostgres(databaseUrl, 2);
  const { db } = database;
  const now = new Date();
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  try {
    const [owner] = await insertUsers(db, 1, `owner-${tag}`, now);
    if (!owner) throw new Error('owner insert returned nothing');
    const actor: AuthUser = { id: owner.id, email: owner.email, role: 'USER' };
    const [workspace] = await db
      .insert(workspaces)
      .values({ name: 'Bench workspace', ownerId: owner.id, createdAt: now })
      .returning();
    if (!workspace) throw new Error('workspace insert returned nothing');
    await db.insert(workspaceMembers).values({ workspaceId: workspace.id, userId: owner.id, createdAt: now });
    const artist = await createArtist(db, actor, { name: 'Bench Artist' }, now);
    const endDate = new Date(Date.parse('2027-01-01') + (options.days - 1) * 86_400_000).toISOString();

    const tours: FleetTour[] = [];
    for (let i = 0; i < options.tours; i += 1) {
      const tour = await createTour(
        db,
        actor,
        {
          artistId: artist.id,
          name: `Shared tour ${i + 1}`,
          startDate: '2027-01-01',
          endDate: endDate.slice(0, 10),
        },
        now,
      );
      const days = await db.transaction(async (tx) => {
        const version = await nextTourVersion(tx, tour.id, now);
        return tx
          .update(tourDays)
          .set({ tag: 'SHOW_DAY', version, updatedAt: now })
          .where(eq(tourDays.tourId, tour.id))
          .returning({ id: tourDays.id });
      });
      tours.push({ tourId: tour.id, dayIds: days.map((day) => day.id) });
    }

    const people = await insertUsers(db, options.users, tag, now);
    const fleet: FleetUser[] = [];
    for (const [t, tour] of tours.entries()) {
      const members = people.filter((_, i) => i % tours.length === t);
      await db.transaction(async (tx) => {
        const version = await nextTourVersion(tx, tour.tourId, now);
        for (let i = 0; i < members.length; i += BATCH)
          await tx.insert(tourPersonnel).values(
            members.slice(i, i + BATCH).map((person) => ({
              tourId: tour.tourId,
              version,
              userId: person.id,
              email: person.email,
              role: 'TOUR_MANAGER' as const,
              status: 'ACTIVE' as const,
              createdAt: now,
              updatedAt: now,
            })),
          );
      });
      for (const person of members) {
        const sessionId = await openSession(db, person.id, new Date(now.getTime() + SESSION_MS), now);
        const token = await signAccessToken(
          { userId: person.id, role: 'USER', sessionId },
          options.jwtSecret,
          now,
        );
        fleet.push({ userId: person.id, token, tour });
      }
    }
    return { tours, users: fleet };
  } finally {
    await database.close();
  }
}
