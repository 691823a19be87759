// Writes the PWA icons (public/icons/*.png) with node:zlib only: `node scripts/make-icons.mjs`.
// A slate square with a white "R"; maskable variants keep the glyph inside the 80 % safe zone.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BACKGROUND = [0x0f, 0x17, 0x2a];
const FOREGROUND = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

// The "R" on a 5×7 grid: 1 = stroke.
const GLYPH = ['11110', '10001', '10001', '11110', '10100', '10010', '10001'];

function inGlyph(x, y, size, glyphBox) {
  const cell = glyphBox / 7;
  const left = (size - cell * 5) / 2;
  const top = (size - glyphBox) / 2;
  const col = Math.floor((x - left) / cell);
  const row = Math.floor((y - top) / cell);
  return GLYPH[row]?.[col] === '1';
}

function png(size, maskable) {
  // Maskable: full-bleed background, glyph within the central 80 % circle; "any": rounded square.
  const glyphBox = size * (maskable ? 0.42 : 0.56);
  const radius = size * 0.18;
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const dx = Math.max(radius - x, x - (size - 1 - radius), 0);
      const dy = Math.max(radius - y, y - (size - 1 - radius), 0);
      const inside = maskable || dx * dx + dy * dy <= radius * radius;
      const color = inGlyph(x, y, size, glyphBox) ? FOREGROUND : BACKGROUND;
      const offset = y * (size * 4 + 1) + 1 + x * 4;
      raw[offset] = color[0];
      raw[offset + 1] = color[1];
      raw[offset + 2] = color[2];
      raw[offset + 3] = inside ? 255 : 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const outDir = new URL('../public/icons/', import.meta.url);
for (const size of [192, 512]) {
  writeFileSync(new URL(`icon-${size}.png`, outDir), png(size, false));
  writeFileSync(new URL(`maskable-${size}.png`, outDir), png(size, true));
}
writeFileSync(new URL('apple-touch-icon.png', outDir), png(180, true));
console.log('icons written to public/icons/');
