import { useLiveQuery } from 'dexie-react-hooks';
import type { GuestListSubmissionRow, TourPersonnelRow } from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';

export type GuestRequest = GuestListSubmissionRow & { requesterName: string };

export type GuestTotals = { requested: number; approved: number; checkedIn: number };

const nameOf = (person: TourPersonnelRow | undefined) =>
  person ? [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email : 'Someone';

/** The show's requests on this device (members hold only their own), by guest name, with totals. */
export function useShowGuestList(eventId: string, personnel: readonly TourPersonnelRow[]) {
  const db = useUserDb();
  const rows = useLiveQuery(
    async () => (db ? db.guestListSubmissions.where('eventId').equals(eventId).toArray() : []),
    [db, eventId],
  );
  const byUser = new Map(personnel.map((person) => [person.userId, person]));
  const requests: GuestRequest[] = (rows ?? [])
    .map((row) => ({ ...row, requesterName: nameOf(byUser.get(row.requesterUserId)) }))
    .sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`));
  const totals: GuestTotals = { requested: 0, approved: 0, checkedIn: 0 };
  for (const request of requests) {
    totals.requested += request.quantity;
    if (request.status === 'APPROVED') totals.approved += request.quantity;
    totals.checkedIn += request.checkedIn;
  }
  return { requests, totals, isLoading: rows === undefined };
}
