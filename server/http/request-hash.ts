/**
 * What makes two requests "the same" for an Idempotency-Key: method, path and query, then the body.
 * JSON bodies: their bytes. Multipart bodies: their text fields in order and the file part's name,
 * type and bytes — a client retrying an upload builds a new body with a new random boundary, which
 * must still count as the same request. Fields and file bytes are hashed apart, because a streamed
 * file's bytes may still be passing while the parser already reads the field after it.
 */
import { createHash, type Hash } from 'node:crypto';

export class RequestHash {
  readonly #head: string;
  readonly #fields: Hash = createHash('sha256');
  readonly #file: Hash = createHash('sha256');

  constructor(method: string, pathAndQuery: string) {
    this.#head = `${method} ${pathAndQuery}\n`;
  }

  /** The whole body as bytes (JSON, or anything not read as a form). */
  bytes(body: Uint8Array): void {
    this.#fields.update(body);
  }

  field(name: string, value: string): void {
    this.#part(this.#fields, name);
    this.#part(this.#fields, `text:${value}`);
  }

  /** The file part's name and type; its bytes follow through `fileBytes`. */
  file(field: string, fileName: string, type: string): void {
    this.#part(this.#file, field);
    this.#part(this.#file, `file:${fileName}:${type}`);
  }

  fileBytes(chunk: Uint8Array): void {
    this.#file.update(chunk);
  }

  digest(): string {
    return createHash('sha256')
      .update(this.#head)
      .update(this.#fields.digest())
      .update(this.#file.digest())
      .digest('base64url');
  }

  #part(hash: Hash, text: string): void {
    hash.update(`${text.length}:${text};`);
  }
}
