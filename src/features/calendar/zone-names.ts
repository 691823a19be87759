import { dateInZone, formatTime } from '../../lib/zoned-time';

const nameFormats = new Map<string, Intl.DateTimeFormat>();

function zoneName(instant: string, timeZone: string, locale: string): string {
  const key = `${locale}|${timeZone}`;
  let format = nameFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    nameFormats.set(key, format);
  }
  return (
    format.formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

const isOffset = (name: string) => /^(GMT|UTC)[+-]/.test(name) || name === 'UTC';

/**
 * The zone's short name at that instant: 'CET', 'EST', 'BST'. en-US knows the American names,
 * en-GB the European ones; where neither has one, the offset ('GMT+9') is what people read.
 */
export function zoneAbbreviation(instant: string, timeZone: string): string {
  const american = zoneName(instant, timeZone, 'en-US');
  if (!american.startsWith('GMT') && !american.startsWith('UTC')) return american;
  const british = zoneName(instant, timeZone, 'en-GB');
  return isOffset(british) ? american : british;
}

/** '21:00–22:30 CET': an item's times where it happens, with that zone's name. */
export function formatTimeRange(startAt: string, endAt: string, timeZone: string): string {
  // A point in time (doors, curfew: stored with the end equal to the start) is one time, not a range.
  if (Date.parse(startAt) === Date.parse(endAt))
    return `${formatTime(startAt, timeZone)} ${zoneAbbreviation(startAt, timeZone)}`;
  const sameDay = dateInZone(startAt, timeZone) === dateInZone(endAt, timeZone);
  const end = `${formatTime(endAt, timeZone)}${sameDay ? '' : ' (+1)'}`;
  return `${formatTime(startAt, timeZone)}–${end} ${zoneAbbreviation(startAt, timeZone)}`;
}
