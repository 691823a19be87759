import type { Travel } from '#contract/travel';
import { formatTime } from './zoned-time';

/** A place's short name: its first word ('BER Berlin Brandenburg' → 'BER', 'Paris Gare du Nord' → 'Paris'). */
export const shortPlace = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * A journey on one line, each end in its own local time: 'LH 2413 · BER 09:10 → MUC 10:20'
 * (the departure on the origin's clock, the arrival on the destination's).
 */
export function travelLine(travel: Travel, startAt: string, endAt: string): string {
  const route = `${shortPlace(travel.origin.name)} ${formatTime(startAt, travel.origin.timeZone)} → ${shortPlace(
    travel.destination.name,
  )} ${formatTime(endAt, travel.destination.timeZone)}`;
  return travel.number ? `${travel.number} · ${route}` : route;
}
