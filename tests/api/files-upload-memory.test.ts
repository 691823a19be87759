/**
 * An upload streams to storage: the server's memory stays flat in the size of the file. The body
 * is made on the fly (the test holds no copy of it either) and memory is sampled while it is read,
 * after a garbage collection each time, so what is measured is what the server still holds.
 */

import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES, IDENTITY_DOCUMENT_MAX_BYTES, OTHER_FILE_MAX_BYTES } from '#contract/files';
import { MESSAGES } from '#contract/messages';
import { stagedUploads } from '../../server/db/schema/index';
import { signedInUser } from '../support/factories';
import { sendUpload, storedKeys } from '../support/file-factories';
import { setupTestApp } from '../support/test-app';
import type { ErrorBody } from '../support/tour-factories';

const t = await setupTestApp();
const me = await signedInUser(t);

const MB = 1024 * 1024;
/** As large as a day file may be, less room for the form around it. */
const FILE_BYTES = OTHER_FILE_MAX_BYTES - MB;
const CHUNK_BYTES = 64 * 1024;
/** Far below the file's 24 MB: buffering it once (let alone the three copies it used to make) fails. */
const MAX_GROWTH_BYTES = 8 * MB;

const SAMPLE_EVERY_CHUNKS = 16;

// The collector, without restarting the test process with --expose-gc.
setFlagsFromString('--expose-gc');
const collectGarbage: () => void = runInNewContext('gc');

/** What JavaScript holds alive: the heap plus Buffers and ArrayBuffers, which live outside it. */
const heldBytes = () => {
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

/**
 * A multipart body (purpose, then a PDF of `size` bytes) produced chunk by chunk as it is read;
 * with `failAt`, the connection dies once that many file bytes were sent.
 */
function streamedForm(
  size: number,
  onChunk: () => void,
  purpose = 'DAY_FILE',
  failAt = Number.POSITIVE_INFINITY,
) {
  const boundary = `----roadie${crypto.randomUUID()}`;
  const encode = (text: string) => new TextEncoder().encode(text);
  const head = encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Tour book.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
  );
  const tail = encode(`\r\n--${boundary}--\r\n`);
  const filler = new Uint8Array(CHUNK_BYTES).fill(0x20);
  let left = size - '%PDF-1.7\n'.length;
  let sentHead = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      onChunk();
      if (!sentHead) {
        sentHead = true;
        controller.enqueue(head);
      } else if (size - left >= failAt) {
        controller.error(new Error('connection reset by peer'));
      } else if (left > 0) {
        const length = Math.min(left, CHUNK_BYTES);
        left -= length;
        // A fresh copy each time, as a socket hands over fresh buffers.
        controller.enqueue(filler.slice(0, length));
      } else {
        controller.enqueue(tail);
        controller.close();
      }
    },
  });
  const length = head.length + (size - '%PDF-1.7\n'.length) + tail.length;
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, length };
}

type Uploaded = { data: { key: string; size: number; mimeType: string } };

/** Sends a 24 MB upload made on the fly; answers it with the peak growth of what the server holds. */
async function measuredUpload(headers: Record<string, string> = {}) {
  const baseline = heldBytes();
  let peak = baseline;
  let chunks = 0;
  const form = streamedForm(FILE_BYTES, () => {
    chunks += 1;
    if (chunks % SAMPLE_EVERY_CHUNKS === 0) peak = Math.max(peak, heldBytes());
  });
  const response = await sendUpload<Uploaded>(t, me.token, form.body, {
    'content-type': form.contentType,
    'content-length': String(form.length),
    ...headers,
  });
  peak = Math.max(peak, heldBytes());
  return { response, growth: peak - baseline };
}

async function storedSize(key: string) {
  const stored = await t.deps.storage.open(key);
  let size = 0;
  for await (const chunk of stored ?? []) size += chunk.length;
  return size;
}

describe('POST /api/upload memory', () => {
  it('stays flat while a 24 MB file streams through to storage', async () => {
    const { response, growth } = await measuredUpload();
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ size: FILE_BYTES, mimeType: 'application/pdf' });
    console.info(
      `upload memory: ${(FILE_BYTES / MB).toFixed(0)} MB file → peak heap+buffers growth ${(growth / MB).toFixed(1)} MB`,
    );
    expect(growth).toBeLessThan(MAX_GROWTH_BYTES);
    expect(await storedSize(response.body.data.key)).toBe(FILE_BYTES);
  });

  it('stays flat with an Idempotency-Key too (hashed as it streams), and its replay stores nothing twice', async () => {
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const keys = await storedKeys(t);
    const first = await measuredUpload(headers);
    expect(first.response.status).toBe(201);
    const replay = await measuredUpload(headers);
    console.info(
      `upload memory with an Idempotency-Key: ${(first.growth / MB).toFixed(1)} MB, its replay ${(replay.growth / MB).toFixed(1)} MB`,
    );
    expect(first.growth).toBeLessThan(MAX_GROWTH_BYTES);
    expect(replay.growth).toBeLessThan(MAX_GROWTH_BYTES);
    expect(replay.response.status).toBe(201);
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.response.body).toEqual(first.response.body);
    // The replay's own copy of the bytes was streamed, then discarded.
    expect(await storedKeys(t)).toEqual([...keys, first.response.body.data.key].sort());
    expect(await storedSize(first.response.body.data.key)).toBe(FILE_BYTES);
  });
});

/** Half-written files of local-disk storage: none may outlive a request. */
const tempFiles = () => readdir(join(t.deps.config.dataDir, 'files', '.tmp')).catch(() => []);
const stagedOfMe = () => t.db.select().from(stagedUploads).where(eq(stagedUploads.ownerId, me.user.id));

describe('POST /api/upload refuses while streaming, and keeps nothing', () => {
  it('a personal document past 10 MB (purpose sent first): 413 with its own limit, no bytes, no row', async () => {
    const keys = await storedKeys(t);
    const rows = (await stagedOfMe()).length;
    const form = streamedForm(IDENTITY_DOCUMENT_MAX_BYTES + 1, () => undefined, 'PERSONAL_DOCUMENT');
    const response = await sendUpload<ErrorBody>(t, me.token, form.body, {
      'content-type': form.contentType,
    });
    expect(response.status).toBe(413);
    expect(response.body.error).toMatchObject({
      code: 'payload_too_large',
      message: FILE_MESSAGES.tooLarge(IDENTITY_DOCUMENT_MAX_BYTES),
      fields: { file: FILE_MESSAGES.tooLarge(IDENTITY_DOCUMENT_MAX_BYTES) },
    });
    expect(await storedKeys(t)).toEqual(keys);
    expect(await tempFiles()).toEqual([]);
    expect(await stagedOfMe()).toHaveLength(rows);
  });

  it('a body without a length past the largest limit: 413 with the file message, never buffered', async () => {
    const keys = await storedKeys(t);
    const form = streamedForm(OTHER_FILE_MAX_BYTES + MB, () => undefined);
    const response = await sendUpload<ErrorBody>(t, me.token, form.body, {
      'content-type': form.contentType,
    });
    expect(response.status).toBe(413);
    expect(response.body.error.message).toBe(FILE_MESSAGES.tooLarge(OTHER_FILE_MAX_BYTES));
    expect(await storedKeys(t)).toEqual(keys);
    expect(await tempFiles()).toEqual([]);
  });

  it('a connection that dies 3 MB into the file: 400, the temp file removed, no row', async () => {
    const keys = await storedKeys(t);
    const rows = (await stagedOfMe()).length;
    const form = streamedForm(8 * MB, () => undefined, 'DAY_FILE', 3 * MB);
    const response = await sendUpload<ErrorBody>(t, me.token, form.body, {
      'content-type': form.contentType,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(MESSAGES.bodyUnreadable);
    expect(await storedKeys(t)).toEqual(keys);
    expect(await tempFiles()).toEqual([]);
    expect(await stagedOfMe()).toHaveLength(rows);
  });
});
