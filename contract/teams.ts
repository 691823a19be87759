/**
 * Workspace teams (/workspace-teams): a crew company with an address and the currency it pays in,
 * its members (invited by e-mail; owner, admins, members) and their wages per tour.
 */
import * as v from 'valibot';
import { ADDRESS_MESSAGES } from './addresses';
import { EmailSchema, noControlCharacters, optionalText, UuidSchema } from './common';
import { CountryCodeSchema } from './countries';
import { CurrencySchema, MONEY_MESSAGES, MoneySchema, MoneyTextSchema } from './money';

export const TEAM_MESSAGES = {
  name: 'Team name is required',
  locationName: 'Location name is required',
  tour: 'Tour is required',
  tourNotInWorkspace: 'Choose a tour of this team’s workspace',
  wageExists: 'This member already has a wage for this tour',
  alreadyMember: 'This person is already on the team',
  ownerStays: 'The team owner cannot be removed',
  notOwnerWorkspace: 'Only the workspace owner can add teams',
} as const;

export const TEAM_MEMBER_ROLES = ['OWNER', 'ADMIN', 'MEMBER'] as const;
export type TeamMemberRole = (typeof TEAM_MEMBER_ROLES)[number];
export const TEAM_MEMBER_STATUSES = ['INVITED', 'ACTIVE', 'DECLINED'] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

/** Missing counts as blank, so a field left out gets its own message, not the generic one. */
const requiredWith = (message: string, max = 200) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      noControlCharacters(),
      v.nonEmpty(message),
      v.maxLength(max, `Must be at most ${max} characters`),
    ),
    '',
  );

const TeamFields = {
  name: requiredWith(TEAM_MESSAGES.name, 120),
  notes: v.optional(optionalText(2000, { multiline: true }), null),
  locationName: requiredWith(TEAM_MESSAGES.locationName, 120),
  street: requiredWith(ADDRESS_MESSAGES.street),
  city: requiredWith(ADDRESS_MESSAGES.city, 120),
  state: requiredWith(ADDRESS_MESSAGES.state, 120),
  postalCode: requiredWith(ADDRESS_MESSAGES.postalCode, 20),
  country: v.optional(
    v.pipe(v.string(ADDRESS_MESSAGES.country), v.nonEmpty(ADDRESS_MESSAGES.country), CountryCodeSchema),
    '',
  ),
  currency: v.pipe(v.optional(v.string(MONEY_MESSAGES.currency), ''), CurrencySchema),
};

export const TeamInputSchema = v.object(TeamFields);
export type TeamInput = v.InferOutput<typeof TeamInputSchema>;
/** POST /workspace-teams: in `workspaceId`, or the caller's own (first) workspace when left out. */
export const CreateTeamSchema = v.object({ ...TeamFields, workspaceId: v.optional(UuidSchema) });
export type CreateTeam = v.InferOutput<typeof CreateTeamSchema>;
/** PATCH /workspace-teams/{id}: only the fields sent change. */
export const UpdateTeamSchema = v.partial(TeamInputSchema);
export type UpdateTeam = v.InferOutput<typeof UpdateTeamSchema>;
export const TeamQuerySchema = v.object({ workspaceId: v.optional(UuidSchema) });

export const TeamSchema = v.object({
  id: v.string(),
  workspaceId: v.string(),
  workspaceName: v.string(),
  name: v.string(),
  notes: v.nullable(v.string()),
  locationName: v.string(),
  street: v.string(),
  city: v.string(),
  state: v.string(),
  postalCode: v.string(),
  country: v.string(),
  currency: v.string(),
  /** The caller's place on the team (the workspace owner counts as OWNER). */
  myRole: v.picklist(TEAM_MEMBER_ROLES),
  /** Owner and admins edit the team, invite and remove members, and see every wage. */
  canManage: v.boolean(),
  /** Only the owner deletes the team. */
  canDelete: v.boolean(),
  /** The caller's own member row (null for a workspace owner who is not on the team). */
  myMemberId: v.nullable(v.string()),
  activeMembers: v.number(),
});
export type Team = v.InferOutput<typeof TeamSchema>;

export const TeamMemberSchema = v.object({
  id: v.string(),
  teamId: v.string(),
  userId: v.nullable(v.string()),
  email: v.string(),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  position: v.nullable(v.string()),
  role: v.picklist(TEAM_MEMBER_ROLES),
  status: v.picklist(TEAM_MEMBER_STATUSES),
});
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>;

export const TeamMemberParamsSchema = v.object({ id: UuidSchema, memberId: UuidSchema });
export const InviteTeamMemberSchema = v.object({
  email: EmailSchema,
  position: v.optional(optionalText(120), null),
  role: v.optional(v.picklist(['ADMIN', 'MEMBER'], 'Choose admin or member'), 'MEMBER'),
});
export type InviteTeamMember = v.InferOutput<typeof InviteTeamMemberSchema>;
export const UpdateTeamMemberSchema = v.object({
  position: optionalText(120),
  role: v.optional(v.picklist(['ADMIN', 'MEMBER'], 'Choose admin or member')),
});
export type UpdateTeamMember = v.InferOutput<typeof UpdateTeamMemberSchema>;

/** A tour of the team's workspace, to pay a member on. */
export const TeamTourSchema = v.object({
  id: v.string(),
  name: v.string(),
  startDate: v.string(),
  endDate: v.string(),
});
export type TeamTour = v.InferOutput<typeof TeamTourSchema>;

const WageFields = {
  tourId: v.pipe(
    v.optional(v.string(TEAM_MESSAGES.tour), ''),
    v.nonEmpty(TEAM_MESSAGES.tour),
    v.uuid(TEAM_MESSAGES.tour),
  ),
  dailyWage: MoneyTextSchema,
  hourRate: MoneyTextSchema,
  perDiem: MoneyTextSchema,
};
/** Amounts typed as text ('1234.50'); out of the schema they are minor units. */
export const WageInputSchema = v.object(WageFields);
export type WageInput = v.InferOutput<typeof WageInputSchema>;
export const UpdateWageSchema = v.partial(WageInputSchema);
export type UpdateWage = v.InferOutput<typeof UpdateWageSchema>;
export const WageParamsSchema = v.object({ id: UuidSchema, memberId: UuidSchema, wageId: UuidSchema });

export const WageSchema = v.object({
  id: v.string(),
  memberId: v.string(),
  tourId: v.string(),
  tourName: v.string(),
  dailyWage: MoneySchema,
  hourRate: MoneySchema,
  perDiem: MoneySchema,
});
export type Wage = v.InferOutput<typeof WageSchema>;

/** GET …/members/{memberId}/wages: the member, their wages by tour, and exact column totals. */
export const MemberWagesSchema = v.object({
  currency: v.string(),
  member: TeamMemberSchema,
  wages: v.array(WageSchema),
  totals: v.object({ dailyWage: MoneySchema, hourRate: MoneySchema, perDiem: MoneySchema }),
});
export type MemberWages = v.InferOutput<typeof MemberWagesSchema>;
