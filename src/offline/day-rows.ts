/**
 * One daysheet's rows from the mirror — tour, day, its neighbours' dates, events, assignments
 * (people and groups), the tour's people and groups, and the day's notes — read in ONE read transaction by ONE live query, so the
 * whole sheet renders in one commit instead of a waterfall of per-section queries. Only reads;
 * never writes the mirror. Each feature derives what it shows from these rows.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type {
  EventGroupRow,
  EventPersonnelRow,
  EventRow,
  GroupMemberRow,
  GroupRow,
  NoteRow,
  RoadieDb,
  TourDayRow,
  TourPersonnelRow,
  TourRow,
} from './db';
import { tourArriving } from './mirror';
import { useUserDb } from './user-sync';

export type DayRows = {
  tour: TourRow | null;
  /**
   * The tour's pull is between pages: its cursor is behind the server's version that came with the
   * last page written (a first sync of a big tour, or catching up after long offline), so more of
   * the day may still come.
   */
  arriving: boolean;
  day: TourDayRow | null;
  previousDate: string | null;
  nextDate: string | null;
  events: EventRow[];
  assignments: EventPersonnelRow[];
  groupAssignments: EventGroupRow[];
  personnel: TourPersonnelRow[];
  groups: GroupRow[];
  groupMembers: GroupMemberRow[];
  notes: NoteRow[];
};

const NOTHING = {
  events: [],
  assignments: [],
  groupAssignments: [],
  personnel: [],
  groups: [],
  groupMembers: [],
  notes: [],
};

export function readDayRows(db: RoadieDb, tourId: string, date: string): Promise<DayRows> {
  const tables = [
    db.tours,
    db.tourDays,
    db.events,
    db.eventPersonnel,
    db.eventGroups,
    db.tourPersonnel,
    db.groups,
    db.groupMembers,
    db.notes,
    db.syncState,
  ];
  return db.transaction('r', tables, async () => {
    const byDate = () => db.tourDays.where('[tourId+date]');
    const [tour, synced, day, previous, next, personnel, groups, groupMembers] = await Promise.all([
      db.tours.get(tourId),
      db.syncState.get(tourId),
      byDate().equals([tourId, date]).first(),
      byDate().between([tourId, ''], [tourId, date], false, false).last(),
      byDate().between([tourId, date], [tourId, '\uffff'], false, false).first(),
      db.tourPersonnel.where('tourId').equals(tourId).toArray(),
      db.groups.where('tourId').equals(tourId).toArray(),
      db.groupMembers.where('tourId').equals(tourId).toArray(),
    ]);
    const around = { previousDate: previous?.date ?? null, nextDate: next?.date ?? null };
    if (!tour)
      return { tour: null, arriving: false, day: null, previousDate: null, nextDate: null, ...NOTHING };
    const arriving = tourArriving(tour, synced);
    if (!day) return { tour, arriving, day: null, ...around, ...NOTHING };
    const [events, notes] = await Promise.all([
      db.events.where('tourDayId').equals(day.id).toArray(),
      db.notes.where('tourDayId').equals(day.id).toArray(),
    ]);
    // One equality read per event, all at once: faster than one `anyOf` cursor stepping the index.
    const [perEvent, groupsPerEvent] = await Promise.all([
      Promise.all(events.map((event) => db.eventPersonnel.where('eventId').equals(event.id).toArray())),
      Promise.all(events.map((event) => db.eventGroups.where('eventId').equals(event.id).toArray())),
    ]);
    return {
      tour,
      arriving,
      day,
      ...around,
      events,
      assignments: perEvent.flat(),
      groupAssignments: groupsPerEvent.flat(),
      personnel,
      groups,
      groupMembers,
      notes,
    };
  });
}

/** The day dated `date` of the tour, live; undefined until the first read (or while no db is open). */
export function useDayRows(tourId: string, date: string): DayRows | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db ? readDayRows(db, tourId, date) : undefined), [db, tourId, date]);
}
