/**
 * An upload's bytes on their way into storage, never held in memory: counted (refused the moment
 * they pass the purpose's limit) and typed by the streaming sniffer as they pass. The purpose is
 * known here when the form sent it before the file (as the app does); when it comes after, the
 * largest limit of any purpose applies here and the purpose's own once the form is read.
 */
import * as v from 'valibot';
import { FILE_MESSAGES, UPLOAD_PURPOSES } from '#contract/files';
import { type FileStorage, newStorageKey } from '../../adapters/storage/file-storage';
import { AppError } from '../../http/errors';
import type { IncomingFile, ReceivedFile } from '../../http/streamed-form';
import { uploadRules } from './files.policy';
import { uploadSniffer } from './upload-sniffer';

/** Bytes in storage under a fresh key, not yet anyone's upload (no row until they are accepted). */
export interface StoredUpload {
  key: string;
  /** The name the client sent, uncleaned. */
  name: string;
  size: number;
  /** What the content is, or null when it is no type we accept. */
  mimeType: string | null;
}

export const uploadTooLarge = (maxBytes: number) =>
  new AppError(413, 'payload_too_large', FILE_MESSAGES.tooLarge(maxBytes), {
    file: FILE_MESSAGES.tooLarge(maxBytes),
  });

const LARGEST_UPLOAD_BYTES = Math.max(...UPLOAD_PURPOSES.map((purpose) => uploadRules(purpose).maxBytes));
const PurposeSchema = v.picklist(UPLOAD_PURPOSES);

function limitFor(fieldsBefore: Readonly<Record<string, string>>): number {
  const purpose = fieldsBefore.purpose;
  return v.is(PurposeSchema, purpose) ? uploadRules(purpose).maxBytes : LARGEST_UPLOAD_BYTES;
}

/**
 * Streams the file part into storage. Past the limit the stream fails with the 413 and storage
 * removes its partial write, so a refused or interrupted upload leaves no bytes.
 */
export async function receiveUpload(
  storage: FileStorage,
  file: IncomingFile,
): Promise<ReceivedFile<StoredUpload>> {
  const maxBytes = limitFor(file.fieldsBefore);
  const sniffer = uploadSniffer(file.name);
  let size = 0;
  const checked = file.stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.length;
        if (size > maxBytes) {
          controller.error(uploadTooLarge(maxBytes));
          return;
        }
        sniffer.push(chunk);
        controller.enqueue(chunk);
      },
    }),
  );
  const key = newStorageKey();
  await storage.put(key, checked);
  return {
    value: { key, name: file.name, size, mimeType: sniffer.result() },
    discard: () => storage.remove(key),
  };
}
