/** Ranged reads of the local-disk storage: exact slices across chunk boundaries, and nothing past the end. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStorageKey } from '../../server/adapters/storage/file-storage';
import { localDiskStorage } from '../../server/adapters/storage/local-disk-storage';

const root = await mkdtemp(join(tmpdir(), 'roadie-range-'));
afterAll(() => rm(root, { recursive: true, force: true }));

async function readAll(stream: ReadableStream<Uint8Array> | null): Promise<Uint8Array> {
  if (!stream) throw new Error('nothing stored');
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe('localDiskStorage().open(key, range)', () => {
  // 200 KB: more than three of the 64 KB chunks the reader uses.
  const bytes = Uint8Array.from({ length: 200_000 }, (_, i) => (i * 7) % 251);
  const storage = localDiskStorage(root);
  const key = newStorageKey();
  beforeAll(() => storage.put(key, bytes));

  it.each([
    [0, 0],
    [0, 65_535],
    [65_530, 65_540],
    [1_000, 150_000],
    [199_990, 199_999],
  ])('bytes %i–%i are exactly that slice', async (start, end) => {
    expect(await readAll(await storage.open(key, { start, end }))).toEqual(bytes.subarray(start, end + 1));
  });

  it('without a range, the whole file; a missing key is null with or without one', async () => {
    expect(await readAll(await storage.open(key))).toEqual(bytes);
    expect(await storage.open(newStorageKey(), { start: 0, end: 9 })).toBeNull();
  });
});
