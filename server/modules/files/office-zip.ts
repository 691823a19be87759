/**
 * Office Open XML documents (docx, xlsx, pptx) are zip files; which one is told by the parts
 * inside. Reads only the zip's central directory (names, no decompression). Anything that is not
 * a plain Office document — other archives, macro-enabled documents, zips carrying programs,
 * zip64 or damaged zips — is `null`: refused, rather than stored as an opaque application/zip.
 */

export const OFFICE_MIME = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;

/** The part that makes a package each kind of document, as the Office formats name it. */
const MAIN_PARTS: readonly (readonly [string, string])[] = [
  ['word/document.xml', OFFICE_MIME.docx],
  ['xl/workbook.xml', OFFICE_MIME.xlsx],
  ['ppt/presentation.xml', OFFICE_MIME.pptx],
];

/** VBA macros and programs run when opened (or one click later): never accepted inside a document. */
const DANGEROUS_PART = /(^|\/)vbaProject\.bin$|\.(exe|dll|com|scr|msi|bat|cmd|ps1|vbs|js|jar|sh)$/i;

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/** `base`: where in the file `bytes` start (an upload keeps only the end of a zip: the directory is there). */
function centralDirectoryNames(bytes: Uint8Array, base: number): Set<string> | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = bytes.length - EOCD_SIZE; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) !== END_OF_CENTRAL_DIRECTORY) continue;
    const count = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 12, true);
    const offset = view.getUint32(at + 16, true) - base;
    // zip64 markers (0xffff…) and directories that do not fit before this record (or start before
    // the bytes kept): not for us.
    if (offset < 0 || offset + size > at) return null;
    return entryNames(view, offset, count, at);
  }
  return null;
}

function entryNames(view: DataView, offset: number, count: number, end: number): Set<string> | null {
  const names = new Set<string>();
  const decoder = new TextDecoder();
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_DIRECTORY_ENTRY) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const nameStart = at + 46;
    if (nameStart + nameLength > end) return null;
    names.add(decoder.decode(new Uint8Array(view.buffer, view.byteOffset + nameStart, nameLength)));
    at = nameStart + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The Office type of a zip, from its bytes — or from its last bytes, which start at `base` in the file. */
export function officeTypeOf(bytes: Uint8Array, base = 0): string | null {
  const names = centralDirectoryNames(bytes, base);
  if (!names?.has('[Content_Types].xml')) return null;
  if ([...names].some((name) => DANGEROUS_PART.test(name))) return null;
  return MAIN_PARTS.find(([part]) => names.has(part))?.[1] ?? null;
}
