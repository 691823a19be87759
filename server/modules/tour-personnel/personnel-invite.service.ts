/**
 * Putting people on a tour: every added e-mail gets an invitation (status INVITED) that the person
 * accepts or declines; the tour is visible to them only once accepted. Used by the add form and
 * the CSV import, both in one transaction; the route mails the invitations after the commit.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { PERSONNEL_CSV_MESSAGES } from '#contract/personnel-csv';
import type { ProjectRole } from '#contract/roles';
import type { AddTourPersonnel } from '#contract/tour-personnel';
import type { Queryable } from '../../db/client';
import { tourPersonnel, users } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { validationFailed } from '../../http/errors';
import { nextTourVersion } from '../../sync/versioning';
import { assertTitleInCatalogue, catalogueOf } from '../tour-personnel-roles/tour-personnel-roles.service';
import { requireTourManager } from '../tours/tour-access';
import { parsePersonnelCsv } from './personnel-csv';
import { guardOwnerRole } from './tour-personnel.service';

export interface PersonToInvite {
  email: string;
  role: ProjectRole;
  roleTitle: string | null;
  /** Only for the invitation e-mail of someone without an account. */
  firstName?: string | null;
}

export interface SentInvitation {
  email: string;
  /** The person can sign in: they are told to open the app, others to create an account. */
  hasAccount: boolean;
  firstName: string | null;
}

export interface InviteResult {
  invited: SentInvitation[];
  /** Already on the tour, active or invited. */
  skipped: string[];
}

/** People who declined before are invited again with the new role; everyone else gets a new row. */
export async function invitePeople(
  db: Queryable,
  actor: AuthUser,
  tourId: string,
  people: PersonToInvite[],
  now: Date,
): Promise<InviteResult> {
  const { role: actorRole } = await requireTourManager(db, actor, tourId);
  guardOwnerRole(actorRole, ...people.map((person) => person.role));
  const emails = people.map((person) => person.email);
  if (emails.length === 0) return { invited: [], skipped: [] };
  const current = new Map(
    (
      await db
        .select({ id: tourPersonnel.id, email: tourPersonnel.email, status: tourPersonnel.status })
        .from(tourPersonnel)
        .where(
          and(
            eq(tourPersonnel.tourId, tourId),
            inArray(tourPersonnel.email, emails),
            isNull(tourPersonnel.deletedAt),
          ),
        )
    ).map((row) => [row.email, row]),
  );
  const accounts = new Map(
    (
      await db
        .select({ id: users.id, email: users.email, confirmedAt: users.emailConfirmedAt })
        .from(users)
        .where(and(inArray(users.email, emails), isNull(users.deletedAt)))
    ).map((row) => [row.email, row]),
  );
  const version = await nextTourVersion(db, tourId, now);
  const result: InviteResult = { invited: [], skipped: [] };
  for (const person of people) {
    const existing = current.get(person.email);
    if (existing && existing.status !== 'DECLINED') {
      result.skipped.push(person.email);
      continue;
    }
    const account = accounts.get(person.email);
    const invitation = {
      userId: account?.id ?? null,
      role: person.role,
      roleTitle: person.roleTitle,
      status: 'INVITED' as const,
      invitedBy: actor.id,
      invitedAt: now,
      version,
      updatedAt: now,
    };
    if (existing) await db.update(tourPersonnel).set(invitation).where(eq(tourPersonnel.id, existing.id));
    else
      await db.insert(tourPersonnel).values({ ...invitation, tourId, email: person.email, createdAt: now });
    result.invited.push({
      email: person.email,
      hasAccount: Boolean(account?.confirmedAt),
      firstName: person.firstName ?? null,
    });
  }
  return result;
}

export async function addTourPersonnel(
  db: Queryable,
  actor: AuthUser,
  tourId: string,
  input: AddTourPersonnel,
  now: Date,
) {
  const { tour } = await requireTourManager(db, actor, tourId);
  await assertTitleInCatalogue(db, tour.workspaceId, input.roleTitle, now);
  const people = input.emails.map((email) => ({ email, role: input.role, roleTitle: input.roleTitle }));
  return invitePeople(db, actor, tourId, people, now);
}

/** Every row is checked before anything is written: one bad row and nobody is imported. */
export async function importPersonnelCsv(
  db: Queryable,
  actor: AuthUser,
  tourId: string,
  text: string,
  now: Date,
) {
  const { tour } = await requireTourManager(db, actor, tourId);
  // Bytes that are not text (a spreadsheet saved as .xlsx, an image) would only give odd row errors.
  if (text.includes('\u0000')) throw validationFailed({ file: PERSONNEL_CSV_MESSAGES.wrongType });
  const titles = (await catalogueOf(db, tour.workspaceId, now)).map((role) => role.name);
  const parsed = parsePersonnelCsv(text, titles);
  if (!parsed.ok)
    throw validationFailed(parsed.fields, parsed.fields.file ?? PERSONNEL_CSV_MESSAGES.rowsInvalid);
  return invitePeople(db, actor, tourId, parsed.people, now);
}
