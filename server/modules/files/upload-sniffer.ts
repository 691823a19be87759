/**
 * The sniffer of sniff.ts over a stream, so an upload is typed while it passes through to storage
 * and never held whole in memory. Same verdicts as `sniffMimeType` on the whole file: magic numbers
 * from the first bytes; Office documents from the zip's central directory in its last bytes; text
 * only when every byte of the file is UTF-8 without control characters.
 */
import { officeTypeOf } from './office-zip';
import { isControlByte, isScript, isZip, magicMimeType, textMimeType } from './sniff';

/** Enough for every magic number (WebP's is the furthest in, at byte 8). */
const HEAD_BYTES = 64;
/**
 * The end of a zip kept for its central directory: the end record (22 bytes + a comment of up to
 * 64 KiB) and the directory before it. Real Office documents' directories are a few KiB; one that
 * does not fit is refused, as a damaged zip is.
 */
const TAIL_BYTES = 1024 * 1024;

export interface UploadSniffer {
  /** Feeds the next bytes of the file. */
  push(chunk: Uint8Array): void;
  /** The file's MIME type once every byte was pushed, or null when it is not a type we accept. */
  result(): string | null;
}

/** The last `max` bytes pushed, kept as chunks: memory stays at `max` whatever the file's size. */
function tailKeeper(max: number) {
  const chunks: Uint8Array[] = [];
  let kept = 0;
  let total = 0;
  return {
    push(chunk: Uint8Array) {
      chunks.push(chunk);
      kept += chunk.length;
      total += chunk.length;
      while (chunks.length > 1 && kept - (chunks[0]?.length ?? 0) >= max) kept -= chunks.shift()?.length ?? 0;
    },
    /** The kept bytes and where in the file they start. */
    bytes() {
      const joined = new Uint8Array(kept);
      let at = 0;
      for (const chunk of chunks) {
        joined.set(chunk, at);
        at += chunk.length;
      }
      return { bytes: joined, base: total - kept };
    },
  };
}

/** Still text after every byte so far: no control character, and valid UTF-8 across chunk edges. */
function textChecker() {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let text = true;
  return {
    push(chunk: Uint8Array) {
      if (!text) return;
      for (const byte of chunk) {
        if (isControlByte(byte)) {
          text = false;
          return;
        }
      }
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        text = false;
      }
    },
    isText() {
      if (!text) return false;
      try {
        // A multi-byte character cut off at the end of the file is not UTF-8.
        decoder.decode();
        return true;
      } catch {
        return false;
      }
    },
  };
}

export function uploadSniffer(name: string): UploadSniffer {
  const head = new Uint8Array(HEAD_BYTES);
  let headLength = 0;
  const tail = tailKeeper(TAIL_BYTES);
  const text = textChecker();
  return {
    push(chunk) {
      if (headLength < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headLength);
        head.set(part, headLength);
        headLength += part.length;
      }
      const first = head.subarray(0, headLength);
      const decided = headLength >= 4 && !isZip(first);
      // Only a zip needs its end; and a file that starts as a PDF or an image is not read as text.
      if (!decided) tail.push(chunk);
      if (!magicMimeType(first) && !isZip(first)) text.push(chunk);
    },
    result() {
      const first = head.subarray(0, headLength);
      const magic = magicMimeType(first);
      if (magic) return magic;
      if (isZip(first)) {
        const { bytes, base } = tail.bytes();
        return officeTypeOf(bytes, base);
      }
      if (!isScript(first) && text.isText()) return textMimeType(name);
      return null;
    },
  };
}
