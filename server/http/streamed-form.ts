/**
 * Multipart bodies read part by part (busboy) instead of whole into memory: text fields are kept
 * (each capped), the part named `file` goes to the route's receiver WHILE it arrives (an upload
 * streams into storage), any other file part is read past. Memory stays flat in the file's size.
 * A body cut off mid-way or malformed is a 400, never a 500, and the receiver sees its stream fail
 * (so it keeps nothing).
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import Busboy from 'busboy';
import type { Context } from 'hono';
import { MESSAGES } from '#contract/messages';
import type { AppEnv } from './context';
import { AppError, validationFailed } from './errors';
import type { RequestHash } from './request-hash';

/** The multipart field whose bytes are streamed to the receiver. */
export const STREAMED_FILE_FIELD = 'file';
/** Text fields are short (a purpose, a name): a longer one is cut, and then fails its schema. */
const FIELD_MAX_BYTES = 64 * 1024;

/** A file part as it arrives: never held whole in memory. */
export interface IncomingFile {
  /** The file name the client sent (untrusted: for display only). */
  name: string;
  /** The bytes; read them to the end (or cancel to refuse the file). */
  stream: ReadableStream<Uint8Array>;
  /** The text fields that came before the file (a client may also send some after it). */
  fieldsBefore: Readonly<Record<string, string>>;
}

/** What a route made of a streamed file part (e.g. bytes in storage), and how to take it back. */
export interface ReceivedFile<T> {
  value: T;
  /** Undoes the receiving when the request fails after all (bad fields, a refusal, a fault). */
  discard(): Promise<void>;
}

export interface StreamedForm<T> {
  /** The first value of each text field. */
  fields: Record<string, string>;
  file: ReceivedFile<T> | null;
}

const formInvalid = () => validationFailed({ _: MESSAGES.formInvalid }, MESSAGES.formInvalid);
const bodyUnreadable = () => new AppError(400, 'validation_failed', MESSAGES.bodyUnreadable);

type Receive<T> = (file: IncomingFile) => Promise<ReceivedFile<T>>;

/** Node's and the DOM's web stream types differ only in name. */
const toWeb = (stream: Readable): ReadableStream<Uint8Array> => Readable.toWeb(stream);
const fromWeb = (stream: ReadableStream<Uint8Array>): Readable => Readable.fromWeb(stream as NodeWebStream);

/** The file's bytes as they pass, fed to the Idempotency-Key hash when there is one. */
function hashing(
  stream: ReadableStream<Uint8Array>,
  hash: RequestHash | undefined,
): ReadableStream<Uint8Array> {
  if (!hash) return stream;
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        hash.fileBytes(chunk);
        controller.enqueue(chunk);
      },
    }),
  );
}

/** The same parts from a form something before the route already parsed. */
async function fromParsedForm<T>(
  c: Context<AppEnv>,
  receive: Receive<T>,
  hash: RequestHash | undefined,
): Promise<StreamedForm<T>> {
  const form = await c.req.formData().catch(() => {
    throw formInvalid();
  });
  const fields: Record<string, string> = {};
  let file: ReceivedFile<T> | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      hash?.field(name, value);
      fields[name] ??= value;
    } else if (name === STREAMED_FILE_FIELD && !file) {
      hash?.file(name, value.name, value.type);
      const stream = hashing(value.stream(), hash);
      file = await receive({ name: value.name, stream, fieldsBefore: { ...fields } });
    }
  }
  return { fields, file };
}

/**
 * Reads the form of `c`, handing its file part to `receive` as it arrives; with `hash`, the parts
 * are fed to it on the way (an Idempotency-Key's request hash, without holding the body).
 */
export async function readStreamedForm<T>(
  c: Context<AppEnv>,
  receive: Receive<T>,
  hash?: RequestHash,
): Promise<StreamedForm<T>> {
  if (c.req.raw.bodyUsed) return fromParsedForm(c, receive, hash);
  const body = c.req.raw.body;
  let parser: Busboy.Busboy;
  try {
    parser = Busboy({
      headers: { 'content-type': c.req.header('content-type') },
      limits: { fieldSize: FIELD_MAX_BYTES, fields: 50, parts: 100 },
      // Names as the browser sent them (UTF-8, folders and all): the files module cleans them.
      defParamCharset: 'utf8',
      preservePath: true,
    });
  } catch {
    // Not a form at all (JSON, no Content-Type): bad input.
    throw formInvalid();
  }
  if (!body) throw formInvalid();
  const source = fromWeb(body);

  const fields: Record<string, string> = {};
  // A holder, not a `let`: the parser's callback sets it, which narrowing below cannot see.
  const part: { receiving: Promise<ReceivedFile<T>> | null } = { receiving: null };
  let sourceError: unknown = null;
  parser.on('field', (name, value) => {
    hash?.field(name, value);
    fields[name] ??= value;
  });
  parser.on('file', (name, stream, info) => {
    if (name !== STREAMED_FILE_FIELD || part.receiving) {
      stream.resume();
      return;
    }
    hash?.file(name, info.filename ?? '', info.mimeType);
    const receiving = receive({
      name: info.filename ?? '',
      stream: hashing(toWeb(stream), hash),
      fieldsBefore: { ...fields },
    });
    part.receiving = receiving;
    // Refused while the body still arrives (too large): stop parsing, but read the rest of the body
    // past (up to its limit) rather than cut the connection, so the client still gets the answer.
    receiving.catch(() => {
      source.unpipe(parser);
      parser.destroy();
      source.resume();
    });
  });
  const parsed = new Promise<unknown>((resolve) => {
    parser.on('error', resolve);
    parser.on('close', () => resolve(null));
  });
  source.on('error', (error) => {
    sourceError ??= error;
    // The file part being received fails with it, so the receiver keeps nothing.
    parser.destroy(error);
  });
  source.pipe(parser);

  const parseError = await parsed;
  // The file part is received once its bytes have all passed (or failed); the parse ends after it.
  const received = await (part.receiving ?? Promise.resolve(null)).then(
    (file) => ({ file, error: null }),
    (error: unknown) => ({ file: null, error }),
  );
  const failure = whyFailed(sourceError, received.error, parseError);
  if (failure) {
    await received.file?.discard();
    throw failure;
  }
  return { fields, file: received.file };
}

/**
 * One answer for a failed read: a dead connection explains everything else (a limit passed is the
 * body's own 413); then the receiver's refusal (too large, wrong type); then a malformed form,
 * which also fails the file part; last, a fault of the receiver's own (storage down: a 500).
 */
function whyFailed(sourceError: unknown, receiveError: unknown, parseError: unknown): unknown {
  if (sourceError) return sourceError instanceof AppError ? sourceError : bodyUnreadable();
  if (receiveError instanceof AppError) return receiveError;
  if (parseError) return formInvalid();
  return receiveError;
}
