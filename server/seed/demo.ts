/** The demo workspace seeded on first start (non-production): three logins that reach the dashboard. */
import { eq } from 'drizzle-orm';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { Queryable } from '../db/client';
import { legalAcceptances, legalDocuments, users, workspaceMembers, workspaces } from '../db/schema/index';
import { hashPassword, PASSWORD_HASH_COST } from '../modules/auth/passwords';
import { seedDemoAvailability } from './demo-availability';
import { seedDemoPeople } from './demo-people';
import { seedDemoReports } from './demo-reports';
import { seedDemoRiders } from './demo-riders';
import { seedDemoSubscription } from './demo-subscriptions';
import { seedDemoTeams } from './demo-teams';
import { seedDemoTour } from './demo-tour';

export const DEMO_LOGINS = [
  {
    email: 'manager@roadie.example',
    firstName: 'Morgan',
    lastName: 'Manager',
    role: 'USER',
    note: 'TOUR_OWNER of the demo tour',
  },
  {
    email: 'crew@roadie.example',
    firstName: 'Casey',
    lastName: 'Crew',
    role: 'USER',
    note: 'TOUR_MEMBER (FOH) of the demo tour',
  },
  {
    email: 'admin@roadie.example',
    firstName: 'Alex',
    lastName: 'Admin',
    role: 'ADMIN',
    note: 'platform ADMIN',
  },
] as const;

/** The three demo logins as service actors, by their place in DEMO_LOGINS. */
function demoPeople(created: { id: string; email: string }[]) {
  const [manager, crew, admin] = DEMO_LOGINS.map((login) => {
    const user = created.find((row) => row.email === login.email);
    if (!user) throw new Error(`demo user ${login.email} was not created`);
    return { id: user.id, email: user.email, role: login.role };
  });
  if (!manager || !crew || !admin) throw new Error('demo users missing');
  return { manager, crew, admin };
}

/**
 * Returns false when the demo already exists (seeding runs once per database). `hashCost`: the
 * server's Config.passwordHashCost.
 */
export async function seedDemo(
  db: Queryable,
  storage: FileStorage,
  password: string,
  now: Date,
  hashCost = PASSWORD_HASH_COST,
): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_LOGINS[0].email));
  if (existing) return false;
  const passwordHash = await hashPassword(password, hashCost);
  const documents = await db.select({ id: legalDocuments.id }).from(legalDocuments);
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(
        DEMO_LOGINS.map((login) => ({
          email: login.email,
          firstName: login.firstName,
          lastName: login.lastName,
          role: login.role,
          passwordHash,
          emailConfirmedAt: now,
          onboardingCompleted: true,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const manager = created.find((user) => user.email === DEMO_LOGINS[0].email);
    if (!manager) throw new Error('demo manager was not created');
    const [workspace] = await tx
      .insert(workspaces)
      .values({ name: 'Demo Touring Co.', ownerId: manager.id, createdAt: now })
      .returning();
    if (!workspace) throw new Error('demo workspace was not created');
    await tx
      .insert(workspaceMembers)
      .values(
        created.slice(0, 2).map((user) => ({ workspaceId: workspace.id, userId: user.id, createdAt: now })),
      );
    await tx
      .insert(legalAcceptances)
      .values(
        created.flatMap((user) =>
          documents.map((doc) => ({ userId: user.id, documentId: doc.id, acceptedAt: now })),
        ),
      );
    const crew = created.find((user) => user.email === DEMO_LOGINS[1].email);
    if (!crew) throw new Error('demo crew member was not created');
    const managerActor = { id: manager.id, email: manager.email, role: 'USER' } as const;
    const tour = await seedDemoTour(tx, storage, managerActor, crew.email, crew.id, now);
    await seedDemoRiders(tx, storage, managerActor, tour.id, now);
    await seedDemoPeople(tx, demoPeople(created), tour.id, now);
    await seedDemoReports(tx, storage, managerActor, tour.id, now);
    const { crew: crewActor } = demoPeople(created);
    await seedDemoSubscription(tx, managerActor, now);
    await seedDemoTeams(tx, managerActor, crewActor, now);
    await seedDemoAvailability(tx, managerActor, crewActor, workspace.id, now);
  });
  return true;
}
