/**
 * The demo workspace's Venues & contacts: the venues and hotels of the tour's European leg with
 * street addresses, phones and people (names and e-mails are made up), plus a promoter and a
 * vendor. Each one's city and time zone are the itinerary's, so a day set from it keeps its place.
 */
import type { CreateEventProvider } from '#contract/event-providers';
import type { Tx } from '../db/client';
import type { AuthUser } from '../http/context';
import { createProvider } from '../modules/event-providers/event-providers.service';

type Seeded = Omit<CreateEventProvider, 'workspaceId'>;

const LONDON = { city: 'London', country: 'United Kingdom', timeZone: 'Europe/London' };
const PARIS = { city: 'Paris', country: 'France', timeZone: 'Europe/Paris' };
const BERLIN = { city: 'Berlin', country: 'Germany', timeZone: 'Europe/Berlin' };
const HAMBURG = { city: 'Hamburg', country: 'Germany', timeZone: 'Europe/Berlin' };
const AMSTERDAM = { city: 'Amsterdam', country: 'Netherlands', timeZone: 'Europe/Amsterdam' };

export const DEMO_PROVIDERS: Seeded[] = [
  {
    kind: 'VENUE',
    name: 'Music Bank Studios',
    ...LONDON,
    addressLine: 'Building D, Tower Bridge Business Complex, 100 Clements Road',
    postalCode: 'SE16 4DG',
    latitude: 51.4952,
    longitude: -0.0623,
    phone: '+44 20 7252 0001',
    notes: 'Studio 5. Parking for two vans in the yard; book the loading bay with reception.',
    contacts: [
      { name: 'Tom Ashby', role: 'Studio manager', phone: '+44 7700 900101', email: 'tom@musicbank.example' },
    ],
  },
  {
    kind: 'VENUE',
    name: 'O2 Academy Brixton',
    ...LONDON,
    addressLine: '211 Stockwell Road',
    postalCode: 'SW9 9SL',
    latitude: 51.4652,
    longitude: -0.1149,
    phone: '+44 20 7771 3000',
    website: 'https://www.academymusicgroup.com/o2academybrixton',
    notes:
      'Load-in via the stage door on Stockwell Park Walk.\nWi-Fi: Academy-Crew / ask production.\nCurfew 23:00.',
    contacts: [
      {
        name: 'Priya Shah',
        role: 'Production manager',
        phone: '+44 7700 900202',
        email: 'priya@brixton.example',
      },
      { name: 'Dan Cole', role: 'Head of security', phone: '+44 7700 900203', email: null },
    ],
  },
  {
    kind: 'VENUE',
    name: 'Le Trianon',
    ...PARIS,
    addressLine: '80 Boulevard de Rochechouart',
    postalCode: '75018',
    latitude: 48.8833,
    longitude: 2.3437,
    phone: '+33 1 44 92 78 00',
    website: 'https://www.letrianon.fr',
    notes: 'Load-in door on Rue de Steinkerque, street parking only before 08:00.\nCurfew 23:00 sharp.',
    contacts: [
      {
        name: 'Claire Martin',
        role: 'Production manager',
        phone: '+33 6 12 34 56 78',
        email: 'claire@trianon.example',
      },
    ],
  },
  {
    kind: 'VENUE',
    name: 'Columbiahalle',
    ...BERLIN,
    addressLine: 'Columbiadamm 13-21',
    postalCode: '10965',
    latitude: 52.4843,
    longitude: 13.3915,
    phone: '+49 30 698 098 0',
    notes: 'Two trucks fit at the back dock. Showers backstage left.',
    contacts: [
      {
        name: 'Jonas Weber',
        role: 'Venue manager',
        phone: '+49 151 2345 6789',
        email: 'jonas@columbiahalle.example',
      },
    ],
  },
  {
    kind: 'VENUE',
    name: 'Docks',
    ...HAMBURG,
    addressLine: 'Spielbudenplatz 19',
    postalCode: '20359',
    latitude: 53.5497,
    longitude: 9.9617,
    phone: '+49 40 317 883 0',
    contacts: [
      { name: 'Lea Brandt', role: 'Production', phone: '+49 160 555 0142', email: 'lea@docks.example' },
    ],
  },
  {
    kind: 'VENUE',
    name: 'Paradiso',
    ...AMSTERDAM,
    addressLine: 'Weteringschans 6-8',
    postalCode: '1017 SG',
    latitude: 52.3622,
    longitude: 4.8838,
    phone: '+31 20 626 4521',
    website: 'https://www.paradiso.nl',
    notes: 'Load-in through the side door on Lijnbaansgracht; the lift takes one flight case at a time.',
    contacts: [
      {
        name: 'Sanne de Vries',
        role: 'Stage manager',
        phone: '+31 6 1234 5678',
        email: 'sanne@paradiso.example',
      },
    ],
  },
  {
    kind: 'HOTEL',
    name: 'The Hoxton, Shoreditch',
    ...LONDON,
    addressLine: '81 Great Eastern Street',
    postalCode: 'EC2A 3HU',
    latitude: 51.5255,
    longitude: -0.0813,
    phone: '+44 20 7550 1000',
    contacts: [{ name: 'Front desk', phone: '+44 20 7550 1000', email: 'shoreditch@hoxton.example' }],
  },
  {
    kind: 'HOTEL',
    name: 'Hôtel Providence',
    ...PARIS,
    addressLine: '90 Rue René Boulanger',
    postalCode: '75010',
    latitude: 48.8697,
    longitude: 2.3592,
    phone: '+33 1 46 34 34 04',
    notes: 'Breakfast 07:00–11:00. Bus parks on Boulevard Saint-Martin.',
  },
  {
    kind: 'HOTEL',
    name: 'Michelberger Hotel',
    ...BERLIN,
    addressLine: 'Warschauer Straße 39-40',
    postalCode: '10243',
    latitude: 52.5055,
    longitude: 13.4489,
    phone: '+49 30 2977 8590',
  },
  {
    kind: 'HOTEL',
    name: '25hours Hotel HafenCity',
    ...HAMBURG,
    addressLine: 'Überseeallee 5',
    postalCode: '20457',
    latitude: 53.5418,
    longitude: 9.9977,
    phone: '+49 40 257 7770',
  },
  {
    kind: 'PROMOTER',
    name: 'Nordlicht Konzerte',
    ...BERLIN,
    addressLine: 'Oranienstraße 185',
    postalCode: '10999',
    email: 'office@nordlicht.example',
    contacts: [
      {
        name: 'Mia Hoffmann',
        role: 'Promoter rep',
        phone: '+49 171 555 0199',
        email: 'mia@nordlicht.example',
      },
    ],
  },
  {
    kind: 'VENDOR',
    name: 'Stagetruck Europe',
    ...AMSTERDAM,
    phone: '+31 20 555 0110',
    notes: 'Sleeper bus and 13.6 m trailer for the European leg.',
    contacts: [{ name: 'Pieter Jansen', role: 'Driver', phone: '+31 6 5555 0111', email: null }],
  },
];

/** Creates the directory; answers each provider's id by name (days and hotel stays point at them). */
export async function seedDemoProviders(
  tx: Tx,
  manager: AuthUser,
  workspaceId: string,
  now: Date,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const provider of DEMO_PROVIDERS) {
    const made = await createProvider(tx, manager, { ...provider, workspaceId }, now);
    ids.set(made.name, made.id);
  }
  return ids;
}
