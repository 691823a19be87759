/**
 * Travel rows: one per traveller (the leg's assigned people) on each travel event the report's
 * creator may see, within the range by the departure's local date, in departure order. A leg with
 * nobody on it still gets one row, with empty people cells, so no booked leg goes missing. People
 * cells are the traveller's, as the personnel screen shows them to the creator.
 */
import { dateInZone } from '#contract/dates';
import type { Event } from '#contract/events';
import type { TourPersonnel } from '#contract/tour-personnel';
import { TRAVEL_MODE_LABELS } from '#contract/travel';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/context';
import { listTourEvents } from '../events/events.service';
import { listTourPersonnel } from '../tour-personnel/tour-personnel.service';
import { text, wallClock, withinRange } from './report-format';
import { personCell, personName } from './report-people-rows';
import type { RowSource } from './report-rows';

interface TravelRow {
  event: Event;
  traveller: TourPersonnel | undefined;
}

const originZone = (event: Event) => event.travel?.origin.timeZone || event.timeZone;
const destinationZone = (event: Event) => event.travel?.destination.timeZone || event.timeZone;

/** 'LH 2413' → 'LH': the carrier is the number's first word when a number follows it. */
function carrierOf(number: string | null | undefined): string {
  const words = (number ?? '').trim().split(/\s+/);
  return words.length > 1 ? (words[0] ?? '') : '';
}

function travelCell({ event, traveller }: TravelRow, key: string): string {
  if (key.startsWith('person.')) return personCell(traveller, key);
  const travel = event.travel;
  switch (key) {
    case 'travel.date':
      return dateInZone(new Date(event.startAt), originZone(event));
    case 'travel.mode':
      return travel ? TRAVEL_MODE_LABELS[travel.mode] : '';
    case 'travel.carrier':
      return carrierOf(travel?.number);
    case 'travel.number':
      return text(travel?.number);
    case 'travel.from':
      return text(travel?.origin.name);
    case 'travel.to':
      return text(travel?.destination.name);
    case 'travel.departure':
      return wallClock(new Date(event.startAt), originZone(event));
    case 'travel.arrival':
      return wallClock(new Date(event.endAt), destinationZone(event));
    case 'travel.booking':
      return text(travel?.bookingReference);
    default:
      return '';
  }
}

export async function travelRows(
  db: Queryable,
  actor: AuthUser,
  report: { tourId: string; fromDate: string | null; toDate: string | null },
): Promise<RowSource<TravelRow>> {
  const events = await listTourEvents(db, actor, report.tourId);
  const people = await listTourPersonnel(db, actor, report.tourId);
  const byUser = new Map(
    people.flatMap((person) => (person.userId ? [[person.userId, person] as const] : [])),
  );
  const legs = events
    .filter((event) => event.type === 'TRAVEL')
    .filter((event) =>
      withinRange(dateInZone(new Date(event.startAt), originZone(event)), report.fromDate, report.toDate),
    );
  const contexts = legs.flatMap((event): TravelRow[] => {
    const travellers = event.personnelUserIds.map((id) => byUser.get(id));
    const named = travellers.filter((person) => person !== undefined);
    named.sort((a, b) => personName(a).localeCompare(personName(b)));
    return named.length > 0
      ? named.map((traveller) => ({ event, traveller }))
      : [{ event, traveller: undefined }];
  });
  return { contexts, cell: travelCell };
}
