/**
 * Real file bytes for upload tests: tiny but genuine PDF, PNG, JPEG, GIF and WebP files, Office
 * documents as real (stored, uncompressed) zip packages, and things that must be refused.
 */
import { crc32 } from 'node:zlib';
import { simplePdf } from '../../server/seed/demo-pdf';

const base64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

export const SAMPLES = {
  pdf: simplePdf('Stage plot', ['Drums centre', 'FOH at 25 m']),
  png: base64(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  jpeg: base64(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  ),
  gif: base64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  webp: base64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=='),
  text: new TextEncoder().encode('Bus call 09:00\nLobby call 09:15 — bring passports ✈\n'),
  csv: new TextEncoder().encode('name,role\nCasey,FOH\nMorgan,TM\n'),
  /** A Windows program: "MZ", a DOS stub, and the NUL bytes every real executable is full of. */
  exe: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]),
  elf: new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00]),
  script: new TextEncoder().encode('#!/bin/sh\nrm -rf ~\n'),
};

/** A zip with the given entries stored uncompressed — a valid archive any unzip tool opens. */
export function storedZip(entries: Record<string, string>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

export const OFFICE = {
  docx: storedZip({ '[Content_Types].xml': CONTENT_TYPES, 'word/document.xml': '<w:document/>' }),
  xlsx: storedZip({ '[Content_Types].xml': CONTENT_TYPES, 'xl/workbook.xml': '<workbook/>' }),
  pptx: storedZip({ '[Content_Types].xml': CONTENT_TYPES, 'ppt/presentation.xml': '<p:presentation/>' }),
  /** A Word document with VBA macros inside, whatever it is named. */
  macros: storedZip({
    '[Content_Types].xml': CONTENT_TYPES,
    'word/document.xml': '<w:document/>',
    'word/vbaProject.bin': 'Attribute VB_Name',
  }),
  /** A plain archive, not an Office document. */
  zip: storedZip({ 'setup.exe': 'MZ', 'readme.txt': 'run me' }),
};

/** `size` bytes that sniff as a PDF (a real header, then filler). */
export function pdfOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(SAMPLES.pdf.subarray(0, Math.min(size, SAMPLES.pdf.length)));
  return bytes;
}
