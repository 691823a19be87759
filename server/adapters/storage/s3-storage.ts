/**
 * S3-compatible file storage (AWS S3, MinIO, R2, Ceph…), chosen when S3_BUCKET is set, so the
 * bytes are shared by every instance of the app. Owns the objects of its bucket whose names are
 * storage keys. Streams both ways: a put is a streamed multipart upload (parts of 5 MiB, one in
 * flight, so memory stays bounded whatever the file's size) that S3 makes visible only once it
 * is complete — never half a file — and aborts on failure; a get (or a range of one) is a stream.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertStorageKey,
  type ByteRange,
  type FileStorage,
  isStorageKey,
  type StoredKey,
} from './file-storage';

export interface S3Settings {
  /** Omitted for AWS itself; the URL of any other S3-compatible service. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Omitted: the SDK's usual chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (`host/bucket/key`), as MinIO and most self-hosted services want. */
  forcePathStyle: boolean;
}

/** S3's smallest part; one part in flight keeps an upload's memory near 10 MiB. */
const PART_BYTES = 5 * 1024 * 1024;

const isNotThere = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound;

export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible services reject or mangle the
    // newer default (streamed checksum trailers).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    async put(key, source) {
      assertStorageKey(key);
      const Body =
        source instanceof Uint8Array ? source : Readable.fromWeb(source as NodeWebStream<Uint8Array>);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async open(key, range?: ByteRange) {
      assertStorageKey(key);
      try {
        const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
        return answer.Body ? answer.Body.transformToWebStream() : null;
      } catch (error) {
        if (isNotThere(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      assertStorageKey(key);
      // Deleting a missing object succeeds in S3: retries are harmless.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      assertStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotThere(error)) return false;
        throw error;
      }
    },
    async *list(): AsyncIterable<StoredKey> {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          // Anything else in the bucket is not ours to sweep.
          if (object.Key && isStorageKey(object.Key))
            yield { key: object.Key, storedAt: object.LastModified ?? new Date(0) };
        }
      }
    },
  };
}
