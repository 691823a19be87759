import * as v from 'valibot';

/** Project roles on a tour, with the labels the product gives them. */
export const PROJECT_ROLES = ['TOUR_OWNER', 'TOUR_MANAGER', 'TOUR_MEMBER', 'VENDOR'] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];
export const ProjectRoleSchema = v.picklist(PROJECT_ROLES, 'Choose a project role');

export const PROJECT_ROLE_LABELS: Record<ProjectRole, string> = {
  TOUR_OWNER: 'Project Owner',
  TOUR_MANAGER: 'Project Manager',
  TOUR_MEMBER: 'Project Member',
  VENDOR: 'Vendor',
};

export const ROLE_TITLES = [
  'Backstage Manager',
  'Backline Tech',
  'FOH',
  'Hospitality Coordinator',
  'MON',
  'Personal Security',
  'Production Coordinator',
  'Show Caller',
  'Stage Manager',
  'Tour Coordinator',
  'Venue Security',
  'Video Director',
] as const;
export type RoleTitle = (typeof ROLE_TITLES)[number];

/** Managers may change tour structure (days, events, templates, personnel). */
export const isManagerRole = (role: ProjectRole | null | undefined): boolean =>
  role === 'TOUR_OWNER' || role === 'TOUR_MANAGER';
