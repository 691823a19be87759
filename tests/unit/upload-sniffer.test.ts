import { describe, expect, it } from 'vitest';
import { sniffMimeType } from '../../server/modules/files/sniff';
import { uploadSniffer } from '../../server/modules/files/upload-sniffer';
import { OFFICE, SAMPLES, storedZip } from '../support/file-samples';

/** The streaming verdict on `bytes` fed in chunks of `size`. */
function sniffInChunks(bytes: Uint8Array, name: string, size: number): string | null {
  const sniffer = uploadSniffer(name);
  for (let at = 0; at < bytes.length; at += size) sniffer.push(bytes.subarray(at, at + size));
  return sniffer.result();
}

const CONTENT_TYPES = '<?xml version="1.0"?><Types/>';
const MB = 1024 * 1024;

const CASES: [string, Uint8Array, string][] = [
  ...Object.entries(SAMPLES).map(([kind, bytes]): [string, Uint8Array, string] => [
    kind,
    bytes,
    `file.${kind}`,
  ]),
  ...Object.entries(OFFICE).map(([kind, bytes]): [string, Uint8Array, string] => [kind, bytes, 'file.docx']),
  ['csv', SAMPLES.csv, 'Crew.csv'],
  ['text cut inside a character', new TextEncoder().encode('Café ✈').subarray(0, 7), 'notes.txt'],
  [
    'text with a NUL at the very end',
    new Uint8Array([...new TextEncoder().encode('a'.repeat(5000)), 0]),
    'a.txt',
  ],
  [
    'a Word document whose directory lies megabytes past the head',
    storedZip({
      '[Content_Types].xml': CONTENT_TYPES,
      'word/media/big.bin': 'x'.repeat(3 * MB),
      'word/document.xml': '<w/>',
    }),
    'Big.docx',
  ],
  [
    'a large document with macros',
    storedZip({
      '[Content_Types].xml': CONTENT_TYPES,
      'word/document.xml': '<w/>',
      'x/pad.bin': 'x'.repeat(2 * MB),
      'word/vbaProject.bin': 'VB',
    }),
    'Big.docx',
  ],
];

describe('uploadSniffer: the same verdict as sniffMimeType, whatever the chunks', () => {
  it.each(CASES)('%s', (_label, bytes, name) => {
    const whole = sniffMimeType(bytes, name);
    // Byte by byte for small files; the megabyte zips in larger pieces (cut at odd places all the same).
    const sizes = bytes.length < 65_536 ? [1, 3, 7, 64, 65_536] : [4093, 65_536, 1_000_003];
    for (const size of sizes) expect(sniffInChunks(bytes, name, size), `chunks of ${size}`).toBe(whole);
  });

  it('tells the large Word document and refuses the large one with macros', () => {
    const [big, macros] = CASES.slice(-2);
    expect(big && sniffInChunks(big[1], big[2], 65_536)).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(macros && sniffInChunks(macros[1], macros[2], 65_536)).toBeNull();
  });

  it('a text whose multi-byte characters straddle every chunk edge is still text', () => {
    const text = new TextEncoder().encode('✈ Ölstraße — 東京 '.repeat(500));
    expect(sniffInChunks(text, 'notes.txt', 1)).toBe('text/plain');
    expect(sniffInChunks(text, 'notes.txt', 5)).toBe('text/plain');
  });
});
