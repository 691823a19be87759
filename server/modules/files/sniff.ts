/**
 * What a file IS, from its bytes (magic numbers), never from its name or the browser's claim.
 * Only types we recognise and that do not run when opened are allowed: anything else — executables,
 * scripts, arbitrary archives, binary junk — is `null`, which the upload refuses.
 */
import { OFFICE_MIME, officeTypeOf } from './office-zip';

export const MIME = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  text: 'text/plain',
  csv: 'text/csv',
} as const;

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
}

const TAB = 0x09;
const LF = 0x0a;
const FF = 0x0c;
const CR = 0x0d;

/** UTF-8 text without NUL or other control characters (binaries nearly always have them). */
function isPlainText(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if (isControlByte(byte)) return false;
  }
  if (isScript(bytes)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Bytes that are neither text nor anything else we accept: a text check may stop at the first. */
export const isControlByte = (byte: number): boolean =>
  byte < 0x20 && byte !== TAB && byte !== LF && byte !== FF && byte !== CR;

/** The type the first bytes (magic numbers) say, for the types they alone decide; else null. */
export function magicMimeType(head: Uint8Array): string | null {
  if (startsWith(head, ascii('%PDF-'))) return MIME.pdf;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return MIME.png;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return MIME.jpeg;
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return MIME.gif;
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return MIME.webp;
  return null;
}

/** A zip (perhaps an Office document, told by its central directory at the end). */
export const isZip = (head: Uint8Array): boolean => startsWith(head, [0x50, 0x4b, 0x03, 0x04]);

/** A script with an interpreter line is a program, whatever it is called. */
export const isScript = (head: Uint8Array): boolean => startsWith(head, ascii('#!'));

/** Text is CSV or plain by its name: both are text and equally harmless. */
export const textMimeType = (name: string): string => (/\.csv$/i.test(name.trim()) ? MIME.csv : MIME.text);

/**
 * The MIME type of `bytes`, or null when it is not a type we accept. The name is consulted only to
 * tell CSV from plain text — both are text and equally harmless; the content decided that already.
 * (Uploads read a stream with the same rules: upload-sniffer.ts.)
 */
export function sniffMimeType(bytes: Uint8Array, name: string): string | null {
  const magic = magicMimeType(bytes);
  if (magic) return magic;
  if (isZip(bytes)) return officeTypeOf(bytes);
  if (isPlainText(bytes)) return textMimeType(name);
  return null;
}

const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  [MIME.pdf]: ['pdf'],
  [MIME.png]: ['png'],
  [MIME.jpeg]: ['jpg', 'jpeg'],
  [MIME.gif]: ['gif'],
  [MIME.webp]: ['webp'],
  [MIME.text]: ['txt', 'text', 'md', 'log'],
  [MIME.csv]: ['csv'],
  [OFFICE_MIME.docx]: ['docx'],
  [OFFICE_MIME.xlsx]: ['xlsx'],
  [OFFICE_MIME.pptx]: ['pptx'],
};

/** The usual extensions of a sniffed type (the first is the one we add). */
export const extensionsOf = (mimeType: string): readonly string[] => EXTENSIONS[mimeType] ?? [];
