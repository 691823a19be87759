/**
 * Local-disk file storage (the embedded default): `<root>/<first two chars of key>/<key>`.
 * Owns that folder. Writes go to `<root>/.tmp` first, are fsynced, then renamed into place, so a
 * reader never sees half a file and a crash or an aborted upload leaves no partial file behind.
 * Never follows a user-supplied path: every key is checked against the server's key format.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  assertStorageKey,
  type ByteRange,
  type FileStorage,
  isStorageKey,
  type StoredKey,
} from './file-storage';

const CHUNK_BYTES = 64 * 1024;

const isMissing = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ENOENT';

async function writeAll(path: string, source: Uint8Array | ReadableStream<Uint8Array>) {
  // 'wx': a temp name is never reused, so an existing file here would be a bug, not something to overwrite.
  const handle = await open(path, 'wx', 0o600);
  try {
    if (source instanceof Uint8Array) {
      await handle.writeFile(source);
    } else {
      const reader = source.getReader();
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        await handle.write(next.value);
      }
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Streams a file (or its `range`) in chunks and closes it when read to the end or cancelled. */
async function readStream(path: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  let position = range?.start ?? 0;
  const end = range ? range.end + 1 : Number.POSITIVE_INFINITY;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        // Reads at an explicit position, so a range starts where asked and stops at its last byte.
        const wanted = Math.max(0, Math.min(CHUNK_BYTES, end - position));
        const buffer = new Uint8Array(wanted);
        const { bytesRead } = wanted > 0 ? await handle.read(buffer, 0, wanted, position) : { bytesRead: 0 };
        if (bytesRead === 0) {
          await handle.close();
          controller.close();
        } else {
          position += bytesRead;
          controller.enqueue(buffer.subarray(0, bytesRead));
        }
      } catch (error) {
        await handle.close().catch(() => undefined);
        controller.error(error);
      }
    },
    async cancel() {
      await handle.close();
    },
  });
}

async function namesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

async function* listKeys(root: string): AsyncIterable<StoredKey> {
  for (const shard of await namesIn(root)) {
    // The temp folder and anything else that is not a shard of keys is not stored bytes.
    if (!/^[0-9a-f]{2}$/.test(shard)) continue;
    for (const key of await namesIn(join(root, shard))) {
      if (!isStorageKey(key)) continue;
      try {
        yield { key, storedAt: (await stat(join(root, shard, key))).mtime };
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
  }
}

export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key.slice(0, 2), key);
  };
  const tmpDir = join(root, '.tmp');

  return {
    async put(key, source) {
      const target = pathOf(key);
      const temp = join(tmpDir, `${key}.${randomUUID()}`);
      await mkdir(tmpDir, { recursive: true });
      await mkdir(dirname(target), { recursive: true });
      try {
        await writeAll(temp, source);
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    open: (key, range) => readStream(pathOf(key), range),
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    list: () => listKeys(root),
  };
}
