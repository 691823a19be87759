/** The travel details an event keeps after a write: only TRAVEL events have them (contract/travel.ts). */
import { TRAVEL_MESSAGES, type Travel, type TravelInput } from '#contract/travel';
import { validationFailed } from '../../http/errors';

type Stored = { type: string; travel: Travel | null; startAt: Date; endAt: Date };

/** Input places come trimmed and checked; the stored shape has every key (nulls included). */
const toTravel = (input: TravelInput): Travel => ({
  mode: input.mode,
  number: input.number || null,
  origin: { name: input.origin.name, timeZone: input.origin.timeZone },
  destination: { name: input.destination.name, timeZone: input.destination.timeZone },
  bookingReference: input.bookingReference || null,
});

/**
 * The details after an update: `undefined` keeps the stored ones, null removes them. An event that
 * stops being TRAVEL loses them (nobody could see or edit them any more); giving them to another
 * type is refused, as is a journey that does not arrive after it leaves.
 */
export function nextTravel(
  row: Stored,
  input: { type?: string; travel?: TravelInput | null },
  startAt: Date,
  endAt: Date,
): Travel | null {
  const type = input.type ?? row.type;
  if (input.travel && type !== 'TRAVEL') throw validationFailed({ travel: TRAVEL_MESSAGES.onlyForTravel });
  if (type !== 'TRAVEL') return null;
  const travel = input.travel === undefined ? row.travel : input.travel && toTravel(input.travel);
  if (travel && startAt >= endAt) throw validationFailed({ endAt: TRAVEL_MESSAGES.arrivalAfterDeparture });
  return travel;
}

/** The details of a new event (the contract already refused them on another type). */
export const newTravel = (type: string, input: TravelInput | null | undefined): Travel | null =>
  type === 'TRAVEL' && input ? toTravel(input) : null;
