/**
 * The app with S3_BUCKET set keeps file bytes in S3 (a real S3-compatible server, s3rver): an
 * upload streams into the bucket and downloads back byte for byte, ranges included; a refused
 * upload leaves no object.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES, IDENTITY_DOCUMENT_MAX_BYTES } from '#contract/files';
import { loadConfig } from '../../server/env';
import { download, downloadUrl, storedKeys, tourFile, upload } from '../support/file-factories';
import { pdfOfSize, SAMPLES } from '../support/file-samples';
import { startS3Server } from '../support/s3-server';
import { setupTestApp } from '../support/test-app';
import { ownerWithTour } from '../support/tour-factories';

const folder = mkdtempSync(join(tmpdir(), 'roadie-s3-'));
const s3 = await startS3Server(folder);
const t = await setupTestApp({ config: { s3: s3.settings } });
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Every object in the bucket, read through S3 itself rather than the app's adapter. */
async function objectsInBucket(): Promise<string[]> {
  const { S3Client, ListObjectsV2Command } = await import('@aws-sdk/client-s3');
  const client = new S3Client({ ...s3.settings, requestChecksumCalculation: 'WHEN_REQUIRED' });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }));
  return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
}

describe('files on S3', () => {
  it('S3_BUCKET turns S3 on; the access key and its secret come together', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'x'.repeat(40),
      DATA_DIR: folder,
      S3_BUCKET: 'tour-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'the-secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toMatchObject({ bucket: 'tour-files', region: 'us-east-1', forcePathStyle: true });
    expect(() =>
      loadConfig({ NODE_ENV: 'test', DATA_DIR: folder, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }),
    ).toThrow(/together/);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: folder }).s3).toBeUndefined();
  });

  it('an upload lands in the bucket and downloads back, whole and by range', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const bytes = pdfOfSize(6 * 1024 * 1024 + 17);
    const file = await tourFile(t, owner.token, tour.id, bytes, 'Tour book.pdf');
    // The one object in the fresh bucket is the file's, and the adapter lists just that.
    const keys = await storedKeys(t);
    expect(keys).toHaveLength(1);
    expect(await objectsInBucket()).toEqual(keys);

    const link = await downloadUrl(t, owner.token, file.id);
    const whole = await download(t, link.url);
    expect(whole.status).toBe(200);
    expect(Buffer.compare(Buffer.from(whole.bytes), Buffer.from(bytes))).toBe(0);

    const slice = await t.deps.storage.open(keys[0] ?? '', { start: 100, end: 199 });
    expect(new Uint8Array(await new Response(slice).arrayBuffer())).toEqual(bytes.slice(100, 200));
  });

  it('a refused upload leaves no object in the bucket', async () => {
    const me = await ownerWithTour(t);
    const before = await objectsInBucket();
    const refused = await upload(t, me.owner.token, pdfOfSize(IDENTITY_DOCUMENT_MAX_BYTES + 1), {
      purpose: 'PERSONAL_DOCUMENT',
    });
    expect(refused.status).toBe(413);
    const wrongType = await upload(t, me.owner.token, SAMPLES.exe, { name: 'setup.pdf' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ error: { message: FILE_MESSAGES.typeNotAllowed } });
    expect(await objectsInBucket()).toEqual(before);
  });
});
