import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { FILE_MESSAGES, STAGED_UPLOAD_TTL_HOURS } from '#contract/files';
import { MESSAGES } from '#contract/messages';
import { stagedUploads } from '../../server/db/schema/index';
import { pruneExpired } from '../../server/maintenance';
import { signedInUser, signIn } from '../support/factories';
import { sendUpload, storedKeys, upload, uploaded, uploadForm } from '../support/file-factories';
import { pdfOfSize, SAMPLES } from '../support/file-samples';
import { setupTestApp } from '../support/test-app';
import type { ErrorBody } from '../support/tour-factories';

const t = await setupTestApp();
const me = await signedInUser(t);
const other = await signedInUser(t);

const stagedOf = (userId: string) =>
  t.db.select().from(stagedUploads).where(eq(stagedUploads.ownerId, userId));

/** The multipart bytes a browser would send for `form`, with their Content-Type. */
async function multipartBytes(form: FormData) {
  const request = new Request('http://roadie.test/', { method: 'POST', body: form });
  return {
    bytes: new Uint8Array(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

describe('an upload cut off mid-way leaves nothing behind', () => {
  it('a body stream that fails half-way: 400, no staged upload, no bytes on disk', async () => {
    const { bytes, contentType } = await multipartBytes(uploadForm(SAMPLES.pdf, { name: 'Rider.pdf' }));
    const half = bytes.subarray(0, Math.floor(bytes.length / 2));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(half);
      },
      pull(controller) {
        controller.error(new Error('connection reset by peer'));
      },
    });
    const keys = await storedKeys(t);
    const response = await sendUpload<ErrorBody>(t, me.token, body, { 'content-type': contentType });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: 'validation_failed',
      message: MESSAGES.bodyUnreadable,
    });
    expect(await stagedOf(me.user.id)).toEqual([]);
    expect(await storedKeys(t)).toEqual(keys);
  });

  it('a multipart body that ends before its closing boundary: 400, nothing stored', async () => {
    const { bytes, contentType } = await multipartBytes(uploadForm(SAMPLES.pdf, { name: 'Rider.pdf' }));
    const truncated = bytes.subarray(0, bytes.length - 30);
    const keys = await storedKeys(t);
    const response = await sendUpload<ErrorBody>(t, me.token, new Blob([new Uint8Array(truncated)]), {
      'content-type': contentType,
      'content-length': String(truncated.length),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(MESSAGES.formInvalid);
    expect(await stagedOf(me.user.id)).toEqual([]);
    expect(await storedKeys(t)).toEqual(keys);
  });

  it('the same interruption with an Idempotency-Key is a 400 too, and the key is not used up', async () => {
    const { bytes, contentType } = await multipartBytes(uploadForm(SAMPLES.pdf));
    const key = crypto.randomUUID();
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 40));
        controller.error(new Error('gone'));
      },
    });
    const cut = await sendUpload(t, me.token, failing, {
      'content-type': contentType,
      'idempotency-key': key,
    });
    expect(cut.status).toBe(400);
    const retry = await upload(t, me.token, SAMPLES.pdf, {
      headers: { 'idempotency-key': key },
    });
    expect(retry.status).toBe(201);
    const staged = await stagedOf(me.user.id);
    expect(staged.map((row) => row.key)).toEqual([retry.body.data.key]);
    await t.del('/api/upload/delete', { key: retry.body.data.key }, { token: me.token });
  });
});

describe('Idempotency-Key on uploads', () => {
  it('a replayed upload answers the first upload and stores the bytes once, unaltered', async () => {
    const key = crypto.randomUUID();
    const keys = await storedKeys(t);
    const first = await upload(t, me.token, SAMPLES.png, {
      headers: { 'idempotency-key': key },
    });
    const again = await upload(t, me.token, SAMPLES.png, {
      headers: { 'idempotency-key': key },
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await storedKeys(t)).toEqual([...keys, first.body.data.key].sort());
    // Binary bytes survived the body being read twice (hash, then form).
    const stream = await t.deps.storage.open(first.body.data.key);
    expect(new Uint8Array(await new Response(stream).arrayBuffer())).toEqual(SAMPLES.png);
  });

  it('the same key with other bytes: 422', async () => {
    const key = crypto.randomUUID();
    await upload(t, me.token, SAMPLES.png, { headers: { 'idempotency-key': key } });
    const other = await upload<ErrorBody>(t, me.token, SAMPLES.gif, { headers: { 'idempotency-key': key } });
    expect(other.status).toBe(422);
  });
});

describe('DELETE /api/upload/delete', () => {
  it('removes your own unattached upload: the row and the bytes', async () => {
    const { key } = await uploaded(t, me.token, SAMPLES.pdf);
    expect(await t.deps.storage.exists(key)).toBe(true);
    const response = await t.del('/api/upload/delete', { key }, { token: me.token });
    expect(response).toMatchObject({ status: 200, body: { data: { ok: true } } });
    expect(await t.deps.storage.exists(key)).toBe(false);
    expect((await stagedOf(me.user.id)).map((row) => row.key)).not.toContain(key);
  });

  it('someone else’s upload: 404, and it stays', async () => {
    const { key } = await uploaded(t, other.token, SAMPLES.pdf);
    const response = await t.del<ErrorBody>('/api/upload/delete', { key }, { token: me.token });
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(FILE_MESSAGES.uploadNotFound);
    expect(await t.deps.storage.exists(key)).toBe(true);
    expect((await stagedOf(other.user.id)).map((row) => row.key)).toContain(key);
  });

  it('an unknown key: 404; no key: 400', async () => {
    expect(
      (await t.del('/api/upload/delete', { key: crypto.randomUUID() }, { token: me.token })).status,
    ).toBe(404);
    expect((await t.del('/api/upload/delete', {}, { token: me.token })).status).toBe(400);
  });
});

describe('maintenance', () => {
  it('uploads never attached are pruned with their bytes after the staging time', async () => {
    const { key } = await uploaded(t, other.token, SAMPLES.text, { name: 'late.txt' });
    await pruneExpired(t.db, t.deps.storage, t.clock.now());
    expect(await t.deps.storage.exists(key)).toBe(true);
    t.clock.advance(STAGED_UPLOAD_TTL_HOURS * 3600 + 60);
    await pruneExpired(t.db, t.deps.storage, t.clock.now());
    expect(await t.deps.storage.exists(key)).toBe(false);
    expect((await stagedOf(other.user.id)).map((row) => row.key)).not.toContain(key);
  });
});

describe('a real connection dropped mid-upload', () => {
  it('leaves no staged upload and no bytes, and the server carries on', async () => {
    // Earlier tests moved the clock by a day: a fresh session.
    const { authToken } = await signIn(t, me.email);
    const handled: Promise<Response>[] = [];
    const server = serve({
      fetch: (request, env) => {
        const answer = Promise.resolve(t.app.fetch(request, env));
        handled.push(answer);
        return answer;
      },
      port: 0,
      hostname: '127.0.0.1',
    });
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const { bytes, contentType } = await multipartBytes(
      uploadForm(pdfOfSize(256 * 1024), { name: 'Big.pdf' }),
    );
    const keys = await storedKeys(t);

    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/upload',
      headers: {
        authorization: `Bearer ${authToken}`,
        'content-type': contentType,
        'content-length': String(bytes.length),
      },
    });
    request.on('error', () => undefined);
    request.write(bytes.subarray(0, 64 * 1024));
    await vi.waitFor(() => expect(handled).toHaveLength(1));
    request.destroy();
    const answer = await handled[0];
    expect(answer?.status).toBe(400);
    expect(await stagedOf(me.user.id)).toEqual([]);
    expect(await storedKeys(t)).toEqual(keys);

    const whole = await fetch(`http://127.0.0.1:${port}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${authToken}` },
      body: uploadForm(SAMPLES.pdf),
    });
    expect(whole.status).toBe(201);
    server.close();
  });
});
