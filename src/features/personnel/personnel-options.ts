import { PROJECT_ROLE_LABELS, PROJECT_ROLES, type ProjectRole } from '#contract/roles';
import type { TourPersonnel } from '#contract/tour-personnel';
import type { SelectOption } from '../../ui/select-field';

/** Only an owner may hand out the owner role; the server refuses it to anyone else. */
export function projectRoleOptions(canGrantOwner: boolean): SelectOption[] {
  return PROJECT_ROLES.map((role) => ({
    value: role,
    label: PROJECT_ROLE_LABELS[role],
    disabled: role === 'TOUR_OWNER' && !canGrantOwner,
  }));
}

export const NO_ROLE_TITLE = '';

/** The catalogue's titles; a person's current title stays listed even if the catalogue lost it. */
export function roleTitleOptions(names: readonly string[], current: string | null = null): SelectOption[] {
  const titles = current && !names.includes(current) ? [...names, current] : names;
  return [
    { value: NO_ROLE_TITLE, label: 'No role title' },
    ...titles.map((title) => ({ value: title, label: title })),
  ];
}

export const PERSONNEL_STATUS_LABELS: Record<TourPersonnel['status'], string> = {
  ACTIVE: 'Active',
  INVITED: 'Invited',
  DECLINED: 'Declined',
};

export const isProjectRole = (value: string): value is ProjectRole =>
  PROJECT_ROLES.some((role) => role === value);

/** 'Alex Rivera', or the e-mail for people who have not signed up yet. */
export function personnelName(person: Pick<TourPersonnel, 'firstName' | 'lastName' | 'email'>): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return name || person.email;
}
