/**
 * The demo artist's own files, uploaded and attached through the same services as the API: an
 * electronic press kit (a real PDF) and a logo (a real PNG drawn here), so the artist screen and
 * the file library show artist files beside the tour's.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { Tx } from '../db/client';
import type { AuthUser } from '../http/context';
import { attachArtistFile } from '../modules/files/artist-files.service';
import { stageUpload } from '../modules/files/uploads.service';
import { simplePdf } from './demo-pdf';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 96×96 RGB logo: a night-blue square with an amber moon, as a valid PNG. */
export function demoLogoPng(size = 96): Uint8Array {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB pixels
    for (let x = 0; x < size; x += 1) {
      const inMoon = (x - size * 0.6) ** 2 + (y - size * 0.4) ** 2 < (size * 0.22) ** 2;
      const [r, g, b] = inMoon ? [245, 158, 11] : [15, 23, 42];
      row.writeUInt8(r, 1 + x * 3);
      row.writeUInt8(g, 2 + x * 3);
      row.writeUInt8(b, 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

export async function seedDemoArtistFiles(
  tx: Tx,
  storage: FileStorage,
  manager: AuthUser,
  artistId: string,
  now: Date,
) {
  const epk = simplePdf('The Night Shift — electronic press kit', [
    'Indie rock from Manchester, on the road since 2019',
    'Line-up: vocals/guitar, guitar, bass, drums, keys',
    'Press contact: press@roadie.example',
    'Hi-res photos and logo: see the artist files in Roadie',
  ]);
  for (const [name, bytes] of [
    ['EPK.pdf', epk],
    ['Logo.png', demoLogoPng()],
  ] as const) {
    const { key } = await stageUpload(tx, storage, manager, { name, bytes, purpose: 'ARTIST_FILE' }, now);
    await attachArtistFile(tx, manager, artistId, { key }, now);
  }
}
