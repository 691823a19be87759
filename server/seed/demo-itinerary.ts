/** The demo tour's route: a realistic club tour across Europe and North America (7 time zones). */
export type StopKind = 'REHEARSAL' | 'SHOW' | 'TRAVEL' | 'OFF' | 'PROMO';

export interface Stop {
  kind: StopKind;
  city: string;
  country: string;
  timeZone: string;
  venue?: string;
  /** For travel days: how the crew gets there. */
  travel?: { mode: 'Flight' | 'Train' | 'Bus'; route: string; depart: string; arrive: string };
  hotel?: string;
  note?: string;
}

const LONDON = { city: 'London', country: 'United Kingdom', timeZone: 'Europe/London' };
const BERLIN = { city: 'Berlin', country: 'Germany', timeZone: 'Europe/Berlin' };
const NEW_YORK = { city: 'New York', country: 'United States', timeZone: 'America/New_York' };
const CHICAGO = { city: 'Chicago', country: 'United States', timeZone: 'America/Chicago' };
const LOS_ANGELES = { city: 'Los Angeles', country: 'United States', timeZone: 'America/Los_Angeles' };

export const DEMO_ITINERARY: Stop[] = [
  {
    kind: 'REHEARSAL',
    ...LONDON,
    venue: 'Music Bank Studios',
    hotel: 'The Hoxton, Shoreditch',
    note: 'Full production rehearsal. Backline arrives 10:00.',
  },
  {
    kind: 'SHOW',
    ...LONDON,
    venue: 'O2 Academy Brixton',
    hotel: 'The Hoxton, Shoreditch',
    note: 'Guest list closes 17:00. Merch count after the show.',
  },
  {
    kind: 'TRAVEL',
    city: 'Paris',
    country: 'France',
    timeZone: 'Europe/Paris',
    travel: {
      mode: 'Train',
      route: 'London St Pancras → Paris Gare du Nord',
      depart: '10:31',
      arrive: '13:47',
    },
    hotel: 'Hôtel Providence',
  },
  {
    kind: 'SHOW',
    city: 'Paris',
    country: 'France',
    timeZone: 'Europe/Paris',
    venue: 'Le Trianon',
    hotel: 'Hôtel Providence',
    note: 'Curfew 23:00 sharp — no encore past 22:50.',
  },
  {
    kind: 'TRAVEL',
    ...BERLIN,
    travel: { mode: 'Flight', route: 'CDG → BER', depart: '11:15', arrive: '13:05' },
    hotel: 'Michelberger Hotel',
  },
  { kind: 'SHOW', ...BERLIN, venue: 'Columbiahalle', hotel: 'Michelberger Hotel' },
  {
    kind: 'OFF',
    ...BERLIN,
    hotel: 'Michelberger Hotel',
    note: 'Day off. Laundry service at the hotel until 12:00.',
  },
  {
    kind: 'SHOW',
    city: 'Hamburg',
    country: 'Germany',
    timeZone: 'Europe/Berlin',
    // The bus comes over in the morning: load-in is at 13:00.
    travel: { mode: 'Bus', route: 'Berlin → Hamburg', depart: '08:30', arrive: '11:45' },
    venue: 'Docks',
    hotel: '25hours Hotel HafenCity',
  },
  {
    kind: 'TRAVEL',
    city: 'Amsterdam',
    country: 'Netherlands',
    timeZone: 'Europe/Amsterdam',
    travel: { mode: 'Bus', route: 'Hamburg → Amsterdam', depart: '09:00', arrive: '15:30' },
    hotel: 'Hotel V Nesplein',
  },
  {
    kind: 'SHOW',
    city: 'Amsterdam',
    country: 'Netherlands',
    timeZone: 'Europe/Amsterdam',
    venue: 'Paradiso',
    hotel: 'Hotel V Nesplein',
    note: 'Last European show: settle per diems tonight.',
  },
  {
    kind: 'TRAVEL',
    ...NEW_YORK,
    travel: { mode: 'Flight', route: 'AMS → JFK', depart: '10:20', arrive: '12:40' },
    hotel: 'The Williamsburg Hotel',
    note: 'Passports and ESTA ready. Carnet for backline.',
  },
  { kind: 'PROMO', ...NEW_YORK, venue: 'SiriusXM Studios', hotel: 'The Williamsburg Hotel' },
  { kind: 'SHOW', ...NEW_YORK, venue: 'Brooklyn Steel', hotel: 'The Williamsburg Hotel' },
  {
    kind: 'SHOW',
    city: 'Philadelphia',
    country: 'United States',
    timeZone: 'America/New_York',
    venue: 'The Fillmore Philadelphia',
    hotel: 'Kimpton Hotel Monaco',
  },
  {
    kind: 'SHOW',
    city: 'Washington',
    country: 'United States',
    timeZone: 'America/New_York',
    venue: '9:30 Club',
    hotel: 'The LINE DC',
  },
  {
    kind: 'TRAVEL',
    ...CHICAGO,
    travel: { mode: 'Flight', route: 'DCA → ORD', depart: '09:40', arrive: '10:55' },
    hotel: 'Freehand Chicago',
  },
  { kind: 'SHOW', ...CHICAGO, venue: 'Metro', hotel: 'Freehand Chicago' },
  {
    kind: 'SHOW',
    city: 'Minneapolis',
    country: 'United States',
    timeZone: 'America/Chicago',
    venue: 'First Avenue',
    hotel: 'Hewing Hotel',
  },
  {
    kind: 'OFF',
    city: 'Minneapolis',
    country: 'United States',
    timeZone: 'America/Chicago',
    hotel: 'Hewing Hotel',
  },
  {
    kind: 'SHOW',
    city: 'Denver',
    country: 'United States',
    timeZone: 'America/Denver',
    venue: 'Ogden Theatre',
    hotel: 'The Source Hotel',
    note: 'Altitude: water on stage for everyone.',
  },
  {
    kind: 'TRAVEL',
    ...LOS_ANGELES,
    travel: { mode: 'Flight', route: 'DEN → LAX', depart: '10:05', arrive: '11:35' },
    hotel: 'The Hollywood Roosevelt',
  },
  { kind: 'SHOW', ...LOS_ANGELES, venue: 'The Wiltern', hotel: 'The Hollywood Roosevelt' },
  {
    kind: 'SHOW',
    city: 'San Francisco',
    country: 'United States',
    timeZone: 'America/Los_Angeles',
    venue: 'The Fillmore',
    hotel: 'Hotel Zeppelin',
  },
  {
    kind: 'OFF',
    city: 'San Francisco',
    country: 'United States',
    timeZone: 'America/Los_Angeles',
    hotel: 'Hotel Zeppelin',
  },
  {
    kind: 'SHOW',
    city: 'Portland',
    country: 'United States',
    timeZone: 'America/Los_Angeles',
    venue: 'Crystal Ballroom',
    hotel: 'Jupiter NEXT',
  },
  {
    kind: 'SHOW',
    city: 'Seattle',
    country: 'United States',
    timeZone: 'America/Los_Angeles',
    venue: 'The Showbox',
    hotel: 'Hotel Max',
  },
  {
    kind: 'SHOW',
    city: 'Vancouver',
    country: 'Canada',
    timeZone: 'America/Vancouver',
    venue: 'Commodore Ballroom',
    hotel: 'Douglas Hotel',
    note: 'Border crossing at 08:00 — work permits in the blue folder.',
  },
  {
    kind: 'TRAVEL',
    city: 'Toronto',
    country: 'Canada',
    timeZone: 'America/Toronto',
    travel: { mode: 'Flight', route: 'YVR → YYZ', depart: '08:00', arrive: '15:25' },
    hotel: 'The Drake Hotel',
  },
  {
    kind: 'SHOW',
    city: 'Toronto',
    country: 'Canada',
    timeZone: 'America/Toronto',
    venue: 'Danforth Music Hall',
    hotel: 'The Drake Hotel',
  },
  {
    kind: 'SHOW',
    city: 'Montreal',
    country: 'Canada',
    timeZone: 'America/Toronto',
    venue: 'MTELUS',
    hotel: 'Hotel Nelligan',
  },
  { kind: 'OFF', city: 'Montreal', country: 'Canada', timeZone: 'America/Toronto', hotel: 'Hotel Nelligan' },
  {
    kind: 'TRAVEL',
    ...LONDON,
    travel: { mode: 'Flight', route: 'YUL → LHR', depart: '19:15', arrive: '07:05' },
    note: 'Home. Thank you all!',
  },
];
