/**
 * One contract for every file storage adapter, run against local disk and against a real
 * S3-compatible server (s3rver, on a loopback port with a temp folder) through the AWS SDK — the
 * same calls production makes, nothing of the SDK mocked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStorage, newStorageKey } from '../../server/adapters/storage/file-storage';
import { localDiskStorage } from '../../server/adapters/storage/local-disk-storage';
import { s3Storage } from '../../server/adapters/storage/s3-storage';
import { startS3Server } from '../support/s3-server';

const MB = 1024 * 1024;

const bytesOf = async (stream: ReadableStream<Uint8Array> | null) =>
  stream ? new Uint8Array(await new Response(stream).arrayBuffer()) : null;

/** `size` bytes that differ from place to place, so a slice from the wrong offset shows. */
function patterned(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 7 + (i >> 8)) & 0xff;
  return bytes;
}

/** A stream of `size` patterned bytes made as it is read, in chunks of 64 KiB. */
function streamOf(bytes: Uint8Array, failAt = Number.POSITIVE_INFINITY): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= failAt) return controller.error(new Error('the client went away'));
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + 64 * 1024));
      at += 64 * 1024;
    },
  });
}

async function keysIn(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.list()) keys.push(key);
  return keys.sort();
}

function storageContract(name: string, make: () => FileStorage) {
  describe(`${name} storage`, () => {
    it('puts bytes and a stream, opens them again, and reports what exists', async () => {
      const storage = make();
      const [small, streamed] = [newStorageKey(), newStorageKey()];
      await storage.put(small, new TextEncoder().encode('Bus call 09:00'));
      await storage.put(streamed, streamOf(patterned(200 * 1024)));
      expect(new TextDecoder().decode((await bytesOf(await storage.open(small))) ?? undefined)).toBe(
        'Bus call 09:00',
      );
      expect(await bytesOf(await storage.open(streamed))).toEqual(patterned(200 * 1024));
      expect(await storage.exists(small)).toBe(true);
      expect(await storage.exists(newStorageKey())).toBe(false);
      expect(await storage.open(newStorageKey())).toBeNull();
    });

    it('opens a range: exactly the bytes start..end', async () => {
      const storage = make();
      const key = newStorageKey();
      const bytes = patterned(300 * 1024);
      await storage.put(key, bytes);
      expect(await bytesOf(await storage.open(key, { start: 0, end: 9 }))).toEqual(bytes.slice(0, 10));
      expect(await bytesOf(await storage.open(key, { start: 70_000, end: 200_000 }))).toEqual(
        bytes.slice(70_000, 200_001),
      );
      const last = bytes.length - 1;
      expect(await bytesOf(await storage.open(key, { start: last, end: last }))).toEqual(bytes.slice(last));
    });

    it('removes (twice is fine) and lists exactly what is stored, with when', async () => {
      const storage = make();
      const before = await keysIn(storage);
      const [a, b] = [newStorageKey(), newStorageKey()];
      await storage.put(a, new Uint8Array([1]));
      await storage.put(b, new Uint8Array([2]));
      expect(await keysIn(storage)).toEqual([...before, a, b].sort());
      for await (const stored of storage.list()) expect(stored.storedAt).toBeInstanceOf(Date);
      await storage.remove(a);
      await storage.remove(a);
      expect(await keysIn(storage)).toEqual([...before, b].sort());
      expect(await storage.exists(a)).toBe(false);
    });

    it('streams a 12 MB object in and out (several parts on S3)', async () => {
      const storage = make();
      const key = newStorageKey();
      const bytes = patterned(12 * MB);
      await storage.put(key, streamOf(bytes));
      const back = await bytesOf(await storage.open(key));
      expect(back?.length).toBe(bytes.length);
      expect(Buffer.compare(Buffer.from(back ?? []), Buffer.from(bytes))).toBe(0);
    });

    it('a stream that fails part-way stores nothing under the key', async () => {
      const storage = make();
      const before = await keysIn(storage);
      const key = newStorageKey();
      await expect(storage.put(key, streamOf(patterned(7 * MB), 6 * MB))).rejects.toThrow();
      expect(await storage.exists(key)).toBe(false);
      expect(await keysIn(storage)).toEqual(before);
    });

    it('refuses a key it did not make', async () => {
      const storage = make();
      // Thrown or rejected, either way nothing is touched.
      await expect(async () => storage.put('../../etc/passwd', new Uint8Array([1]))).rejects.toThrow();
      await expect(async () => storage.open('a/b')).rejects.toThrow();
    });
  });
}

const folders: string[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'roadie-storage-'));
  folders.push(folder);
  return folder;
};
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server(tempFolder());
});
afterAll(async () => {
  await s3?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

storageContract('local disk', () => localDiskStorage(tempFolder()));
storageContract('S3', () => s3Storage(s3.settings));
