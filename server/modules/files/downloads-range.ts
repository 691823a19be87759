/**
 * The `Range` header of a download (RFC 9110 §14.1.2), one byte range per request: `bytes=a-b`,
 * `bytes=a-` (from a to the end) and `bytes=-n` (the last n bytes). Anything this server does not
 * serve as a slice (several ranges, another unit, bad syntax, a last byte before the first) is
 * "no range" and the whole file is sent, as the RFC allows; a range wholly outside the file is
 * unsatisfiable (416).
 */
import type { ByteRange } from '../../adapters/storage/file-storage';

export type RangeAsked = { kind: 'whole' } | { kind: 'slice'; range: ByteRange } | { kind: 'unsatisfiable' };

const ONE_RANGE = /^bytes=(\d*)-(\d*)$/;

export function parseRange(header: string | undefined, size: number): RangeAsked {
  const match = ONE_RANGE.exec(header?.trim() ?? '');
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix: the last n bytes, all of them when n is longer than the file.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'slice', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  // A last byte before the first is a syntax error, not a range: ignored.
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'slice', range: { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) } };
}
