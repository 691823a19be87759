/** Pure rules of files: what each upload purpose accepts, and the names files are shown under. */
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  IDENTITY_DOCUMENT_MAX_BYTES,
  IDENTITY_DOCUMENT_TYPES,
  OTHER_FILE_MAX_BYTES,
  type UploadPurpose,
} from '#contract/files';
import { extensionsOf, MIME } from './sniff';

export interface UploadRules {
  maxBytes: number;
  /** Null: every type the sniffer recognises. */
  types: readonly string[] | null;
}

export function uploadRules(purpose: UploadPurpose): UploadRules {
  if (purpose === 'PERSONAL_DOCUMENT')
    return { maxBytes: IDENTITY_DOCUMENT_MAX_BYTES, types: IDENTITY_DOCUMENT_TYPES };
  if (purpose === 'AVATAR') return { maxBytes: AVATAR_MAX_BYTES, types: AVATAR_TYPES };
  return { maxBytes: OTHER_FILE_MAX_BYTES, types: null };
}

export const typeAllowed = (rules: UploadRules, mimeType: string | null): mimeType is string =>
  mimeType !== null && (rules.types === null || rules.types.includes(mimeType));

/** The largest upload body: the largest file of any purpose plus room for the multipart framing. */
export const UPLOAD_BODY_MAX_BYTES = OTHER_FILE_MAX_BYTES + 64 * 1024;

export const MAX_NAME_LENGTH = 255;
/** Text is text: these extensions are kept on text files; any other gets `.txt`. */
const TEXT_EXTENSIONS = [
  'txt',
  'text',
  'md',
  'log',
  'tsv',
  'json',
  'xml',
  'ics',
  'vcf',
  'yaml',
  'yml',
  'srt',
];
// Control characters, and the bidirectional overrides that make "exe.pdf" read as "fdp.exe".
const INVISIBLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The name a file is listed and downloaded under: the uploader's name without any folder part or
 * invisible characters, with an extension that matches what the content really is (a PNG named
 * "plot.pdf" becomes "plot.png"), so the device that opens it picks the right program.
 */
export function displayName(raw: string, mimeType: string): string {
  const cleaned = (raw.split(/[/\\]/).pop() ?? '').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  const name = cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
  const fitting = mimeType === MIME.text ? TEXT_EXTENSIONS : extensionsOf(mimeType);
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(name);
  if (fitting.length === 0 || fitting.includes(extension?.[1]?.toLowerCase() ?? '')) {
    return name.slice(0, MAX_NAME_LENGTH);
  }
  // "plot.pdf" → "plot.png", but "Tour book v1.2" → "Tour book v1.2.pdf": only a word is an extension.
  const wrong = /\.[A-Za-z]{2,5}$/.exec(name);
  const stem = (wrong ? name.slice(0, -wrong[0].length) : name) || 'file';
  const suffix = `.${fitting[0]}`;
  return `${stem.slice(0, MAX_NAME_LENGTH - suffix.length)}${suffix}`;
}
