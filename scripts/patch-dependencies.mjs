// Run by npm after every install (`postinstall`): small, measured fixes to installed packages that
// their authors have not shipped yet. Each one is found by its exact shape, applied once (running
// it again changes nothing), and skipped with a note when the package no longer has that shape: a
// missing fix costs speed, never correctness. docs/benchmarks.md ("PGlite's text fields") has the
// figures of the one below.
//
//   node scripts/patch-dependencies.mjs [root]     (default: this repo; a test passes its own)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * PGlite's wire-protocol reader copies every text field out of the message buffer before decoding
 * it (`buffer.slice` + `new Uint8Array`), one ArrayBuffer per column of every row. Decoding a view
 * of the same bytes gives the same string without the copy: ~7 × cheaper per field, ~15 % of the
 * server's CPU for a large tour's first sync. The view is decoded at once and never kept, so the
 * reused buffer behind it cannot change it. `bytes()` (binary fields, kept by the caller) still
 * copies.
 */
const BYTES_METHOD =
  /bytes\(t\)\{let ([\w$]+)=([\w$]+)\(this,([\w$]+)\)\.buffer\.slice\(\2\(this,([\w$]+)\),\2\(this,\4\)\+t\);return ([\w$]+)\(this,\4,\2\(this,\4\)\+t\),new Uint8Array\(\1\)\}/;
const DECODE_COPY = '.decode(this.bytes(t))}';
const DECODE_VIEW = '.decode(this.textView(t))}';

/** The fix applied to one file's source: the new source, or why it was left as it was. */
function patchPgliteReader(source) {
  if (source.includes(DECODE_VIEW)) return { status: 'already' };
  const bytes = source.match(BYTES_METHOD);
  const decodes = source.split(DECODE_COPY).length - 1;
  if (!bytes || decodes !== 1) return { status: 'not-found' };
  const [method, , get, dataView, offset, set] = bytes;
  const textView = `textView(t){let v=new Uint8Array(${get}(this,${dataView}).buffer,${get}(this,${offset}),t);return ${set}(this,${offset},${get}(this,${offset})+t),v}`;
  return {
    status: 'patched',
    source: source.replace(method, `${method}${textView}`).replace(DECODE_COPY, DECODE_VIEW),
  };
}

/** Every built file of PGlite that holds the reader (its ESM chunk, its CJS and node-postgres builds). */
function pgliteFiles(root) {
  const dist = join(root, 'node_modules/@electric-sql/pglite/dist');
  let entries;
  try {
    entries = readdirSync(dist, { recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((name) => /\.(c?js)$/.test(name))
    .map((name) => join(dist, name))
    .filter((file) => readFileSync(file, 'utf8').includes('.decode(this.'));
}

function patchDependencies(root = ROOT) {
  return pgliteFiles(root).map((file) => {
    const result = patchPgliteReader(readFileSync(file, 'utf8'));
    if (result.status === 'patched') writeFileSync(file, result.source);
    return { file, status: result.status };
  });
}

const results = patchDependencies(process.argv[2] ? resolve(process.argv[2]) : ROOT);
const count = (status) => results.filter((result) => result.status === status).length;
const missed = results.filter((result) => result.status === 'not-found');
process.stdout.write(
  `patch-dependencies: PGlite's text fields decoded without a copy: ${count('patched')} file(s) patched, ${count('already')} already${
    missed.length
      ? `; not applied (PGlite changed its reader; see the script) to ${missed.map((r) => r.file).join(', ')}`
      : ''
  }\n`,
);
