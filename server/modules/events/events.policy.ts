import { isManagerRole, type ProjectRole } from '#contract/roles';

/** "Assigned only" events are visible to the people assigned to them and to the tour's managers. */
export function canSeeEvent(
  role: ProjectRole,
  visibility: string,
  assignedUserIds: readonly string[],
  userId: string,
): boolean {
  return visibility === 'EVERYONE' || isManagerRole(role) || assignedUserIds.includes(userId);
}

/** Guarded instants compare as instants: '…T19:30:00Z' and '…T19:30:00.000Z' are the same time. */
export const sameInstant = (a: string | Date, b: string | Date) =>
  new Date(a).getTime() === new Date(b).getTime();
