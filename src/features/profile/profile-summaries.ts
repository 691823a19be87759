import { countOf } from '../../lib/plural';
import type { EmergencyContactRow, PersonalDetailsRow, TravellingDetailsRow } from '../../offline/db';

const NOTHING_YET = 'Nothing filled in yet';

/** One line per profile section, for the profile hub's links. */
export function personalSummary(details: PersonalDetailsRow | null | undefined): string {
  if (!details) return NOTHING_YET;
  const parts = [
    details.completeLegalName ?? details.preferredName,
    details.phoneNumber,
    details.birthDate && `born ${details.birthDate}`,
  ];
  const filled = parts.filter((part): part is string => Boolean(part));
  return filled.length ? filled.join(' · ') : NOTHING_YET;
}

export function travellingSummary(details: TravellingDetailsRow | null | undefined): string {
  if (!details) return NOTHING_YET;
  const parts = [
    details.passports.length ? countOf(details.passports.length, 'passport') : null,
    details.homeAirport && `flies from ${details.homeAirport}`,
  ];
  const filled = parts.filter((part): part is string => Boolean(part));
  return filled.length ? filled.join(' · ') : NOTHING_YET;
}

export function contactsSummary(contacts: readonly EmergencyContactRow[] | null | undefined): string {
  if (!contacts?.length) return 'No emergency contacts yet';
  return contacts.map((contact) => contact.name).join(', ');
}
