import type { SelectOption } from '../../ui/select-field';

let zones: string[] | undefined;

/** Every IANA zone the browser knows, plus `current` when the list lacks it (older runtimes drop 'UTC'). */
export function timeZoneOptions(current: string): SelectOption[] {
  zones ??= Intl.supportedValuesOf('timeZone');
  const all = zones.includes(current) ? zones : [current, ...zones];
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
