/**
 * The demo tour's files, uploaded and attached through the same services as the API: a tour book
 * for the whole tour, and a stage plot and venue advance for today's show and the two shows after
 * it — so a crew member's offline cache has real files to keep for the coming days.
 */
import type { FileStorage } from '../adapters/storage/file-storage';
import type { Tx } from '../db/client';
import type { AuthUser } from '../http/context';
import { attachDayFile, attachTourFile } from '../modules/files/files.service';
import { stageUpload } from '../modules/files/uploads.service';
import type { Stop } from './demo-itinerary';
import { simplePdf } from './demo-pdf';

export interface SeededDay {
  id: string;
  date: string;
  stop: Stop;
}

const SHOWS_WITH_FILES = 3;

export async function seedDemoFiles(
  tx: Tx,
  storage: FileStorage,
  manager: AuthUser,
  tourId: string,
  days: readonly SeededDay[],
  now: Date,
) {
  const upload = (name: string, bytes: Uint8Array, purpose: 'TOUR_FILE' | 'DAY_FILE') =>
    stageUpload(tx, storage, manager, { name, bytes, purpose }, now);

  const book = simplePdf('Northern Lights Tour — tour book', [
    `${days.length} days, ${days.filter((day) => day.stop.kind === 'SHOW').length} shows`,
    ...days.map((day) => `${day.date}  ${day.stop.kind.padEnd(9)} ${day.stop.city}`),
  ]);
  const { key } = await upload('Tour book.pdf', book, 'TOUR_FILE');
  await attachTourFile(tx, manager, tourId, { key }, now);

  const today = now.toISOString().slice(0, 10);
  const shows = days
    .filter((day) => day.stop.kind === 'SHOW' && day.date >= today)
    .slice(0, SHOWS_WITH_FILES);
  for (const day of shows) {
    const venue = day.stop.venue ?? day.stop.city;
    const files: [string, string[]][] = [
      [
        'Stage plot.pdf',
        [venue, 'Drums centre riser 8x8', 'Keys stage left, bass stage right', 'FOH at 25 m'],
      ],
      ['Venue advance.pdf', [venue, 'Load-in 13:00 via dock 2', 'Curfew 23:00', 'Parking: 1 bus, 1 truck']],
    ];
    for (const [name, lines] of files) {
      const staged = await upload(
        name,
        simplePdf(`${name.replace('.pdf', '')} — ${day.stop.city}`, lines),
        'DAY_FILE',
      );
      await attachDayFile(tx, manager, { tourDayId: day.id, key: staged.key }, now);
    }
  }
}
