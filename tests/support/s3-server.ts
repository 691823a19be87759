/**
 * A real S3-compatible server for tests: s3rver (pure JavaScript) on a loopback port, keeping its
 * objects in `folder`, with one bucket. Its settings are what S3_* would give the app.
 */
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import type { S3Settings } from '../../server/adapters/storage/s3-storage';

/** s3rver's built-in account. */
const ACCOUNT = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Server(folder: string, bucket = 'roadie-files') {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    credentials: ACCOUNT,
    forcePathStyle: true,
  };
  return { settings, close: () => server.close() };
}
