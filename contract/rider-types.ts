/**
 * The rider types of `GET /riders/types`. A type names the kind of show and the lines a new rider
 * of that type starts with; the lines are copied into the rider as ordinary rows, to be edited.
 */
import type { RiderItemSection, RiderType } from './riders';

type Line = [section: RiderItemSection, label: string, details: string | null];

const HEADLINE: Line[] = [
  ['VENUE', 'Stage size', 'At least 12 × 9 m, 1.2 m high, with stairs both sides'],
  ['VENUE', 'Power', '125 A three-phase for lighting, 63 A clean for audio, within 30 m of the stage'],
  ['VENUE', 'Load-in', 'Dock-level access from 10:00; a clear path from the truck to the stage'],
  ['VENUE', 'Dressing rooms', 'Two lockable rooms with mirrors, a shower and towels'],
  ['TRANSPORTATION', 'Parking', 'One truck and one nightliner, with shore power (32 A)'],
  ['TRANSPORTATION', 'Runner', 'A runner with a seven-seat van from load-in to curfew'],
  ['TECHNICAL', 'Front of house', 'Centre of the room, 4 × 3 m, no further than 30 m from the stage'],
  ['TECHNICAL', 'PA', 'Line array for the whole room, 105 dB(A) at FOH without distortion'],
  ['TECHNICAL', 'Monitors', 'Eight mixes: six wedges, two in-ear; the artist brings the in-ear packs'],
  ['TECHNICAL', 'Lighting', 'House rig with haze, 16 moving spots; our operator runs the show'],
  ['HOSPITALITY', 'Hot meal', 'For the whole touring party at 18:00, one vegetarian option'],
  ['HOSPITALITY', 'Still water', '24 bottles, room temperature'],
  ['HOSPITALITY', 'Towels', '12 clean dark towels on stage'],
  ['MERCH', 'Merch stand', 'A lit 3 m table near the exit, with power'],
  ['MERCH', 'Merch split', 'Soft goods 80/20, music 90/10'],
];

const FESTIVAL: Line[] = [
  ['VENUE', 'Changeover', '30 minutes; a rolling riser for the drum kit'],
  ['TRANSPORTATION', 'Artist transfer', 'Hotel to site and back, one van for eight people'],
  ['TECHNICAL', 'Monitors', 'Eight mixes, the festival monitor desk; the artist brings in-ear packs'],
  [
    'HOSPITALITY',
    'Dressing room',
    'One lockable room for the band, from arrival until one hour after the set',
  ],
  ['HOSPITALITY', 'Drinks', '24 bottles of water, 12 soft drinks'],
  ['MERCH', 'Merch', 'Sold by the festival stand; the artist supplies stock on arrival'],
];

const SUPPORT: Line[] = [
  ['VENUE', 'Stage space', 'In front of the headliner’s backline, 6 × 3 m'],
  ['TECHNICAL', 'Monitors', 'Four mixes on wedges from the house desk'],
  ['HOSPITALITY', 'Drinks', '12 bottles of water'],
  ['MERCH', 'Merch', 'Space at the headliner’s stand'],
];

const PRIVATE: Line[] = [
  ['VENUE', 'Access', 'A contact on site from load-in; guest wristbands for the touring party'],
  ['TECHNICAL', 'Sound', 'A PA suited to the room, supplied by the organiser'],
  ['HOSPITALITY', 'Green room', 'A private room near the stage with seating for eight'],
];

const type = (id: RiderType['id'], name: string, description: string, lines: Line[]): RiderType => ({
  id,
  name,
  description,
  items: lines.map(([section, label, details]) => ({ section, label, details })),
});

export const RIDER_TYPES: readonly RiderType[] = [
  type('HEADLINE', 'Headline show', 'Your own show: full technical and hospitality needs', HEADLINE),
  type('FESTIVAL', 'Festival', 'A slot on a festival bill: changeover, transfers, a room', FESTIVAL),
  type('SUPPORT', 'Support slot', 'Opening for another artist', SUPPORT),
  type('PRIVATE', 'Private event', 'A corporate or private booking', PRIVATE),
  type('BLANK', 'Blank', 'Start with empty sections', []),
];

export const riderTypeName = (id: RiderType['id']) => RIDER_TYPES.find((t) => t.id === id)?.name ?? id;

/**
 * The id of the `index`-th template line of a new rider. Derived from the rider's id so the device
 * that creates a rider offline and the server make the SAME line rows: the pull replaces the local
 * copies instead of adding a second set. (The last 8 hex digits of the rider's id, plus index + 1.)
 */
export function templateLineId(riderId: string, index: number): string {
  const head = riderId.slice(0, -8);
  const tail = (Number.parseInt(riderId.slice(-8), 16) + index + 1) % 0x1_0000_0000;
  return `${head}${tail.toString(16).padStart(8, '0')}`;
}
