/**
 * The file storage port: owns the bytes of uploaded files, addressed by server-made keys.
 * Adapters: local disk (embedded default, `<DATA_DIR>/files`); an S3-compatible one can follow.
 * It never decides who may read a file (the files module does) and never accepts a path or a name
 * from a user: keys are random ids made by `newStorageKey()`.
 */
import { randomUUID } from 'node:crypto';

export interface FileStorage {
  /** Stores all of `source` under `key`, or nothing: a failed or interrupted write leaves no file. */
  put(key: string, source: Uint8Array | ReadableStream<Uint8Array>): Promise<void>;
  /**
   * The stored bytes as a stream, or null when there is nothing under `key`. With `range`, only the
   * bytes `start..end` (both inclusive, as in HTTP's `Range: bytes=start-end`), which the caller has
   * already checked lie within the file: downloads resumed or seeked by a phone.
   */
  open(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null>;
  /** Removes the bytes; removing a missing key is not an error (deletes may be retried). */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored key with when it was written, for sweeping bytes no row refers to any more. */
  list(): AsyncIterable<StoredKey>;
}

/** Byte offsets of a slice, both inclusive (`{start: 0, end: 9}` is the first ten bytes). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredKey {
  key: string;
  storedAt: Date;
}

/** Storage keys are random and opaque: nothing a user sends ever becomes part of a path. */
export const newStorageKey = (): string => randomUUID();

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isStorageKey = (key: string): boolean => KEY_PATTERN.test(key);

/** Refuses anything that is not a key `newStorageKey()` could have made (defence in depth). */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error('invalid storage key');
}
