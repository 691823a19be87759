import type { TeamMemberRole, TeamMemberStatus } from '#contract/teams';

export const TEAM_ROLE_LABELS: Record<TeamMemberRole, string> = {
  OWNER: 'Owner',
  ADMIN: 'Admin',
  MEMBER: 'Member',
};

export const TEAM_STATUS_LABELS: Record<TeamMemberStatus, string> = {
  INVITED: 'Invited',
  ACTIVE: 'Active',
  DECLINED: 'Declined',
};

export const personName = (person: { firstName: string | null; lastName: string | null; email: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
