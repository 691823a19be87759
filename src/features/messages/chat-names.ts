import { personName } from '../../lib/tour-role';
import type { TourPersonnelRow } from '../../offline/db';

/** Shown for someone whose row left the tour: their messages stay, their name does not. */
export const FORMER_MEMBER = 'Someone no longer on the tour';

/** Names of the people on the tours read, by user id. */
export function namesByUser(personnel: readonly TourPersonnelRow[]): Map<string, string> {
  return new Map(personnel.flatMap((person) => (person.userId ? [[person.userId, personName(person)]] : [])));
}

/** Who sent a message, as the reader sees it: "You" for their own. */
export function senderName(names: ReadonlyMap<string, string>, senderUserId: string | null, selfId: string) {
  if (senderUserId === selfId) return 'You';
  return (senderUserId && names.get(senderUserId)) || FORMER_MEMBER;
}
