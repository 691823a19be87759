// Run by npm after every install (`postinstall`): small, measured fixes to installed packages that
// their authors have not shipped yet. Each one is found by its exact shape, applied once (running
// it again changes nothing), and skipped with a note when the package no longer has that shape: a
// missing fix costs speed, never correctness. tests/unit/patch-dependencies.test.ts then fails, so
// whoever updated the package updates the fix or drops it (upstream may have shipped it).
// docs/benchmarks.md ("PGlite's reader") has the figures.
//
//   node scripts/patch-dependencies.mjs [root]     (default: this repo; a test passes its own)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const ID = '[\\w$]+';

/**
 * PGlite's wire-protocol reader copies every text field out of the message buffer before decoding
 * it (`buffer.slice` + `new Uint8Array`), one ArrayBuffer per column of every row. Decoding a view
 * of the same bytes gives the same string without the copy: ~7 × cheaper per field. The view is
 * decoded at once and never kept, so the reused buffer behind it cannot change it. `bytes()`
 * (binary fields, kept by the caller) still copies.
 */
const DECODE_VIEW = '.decode(this.textView(t))}';
const textFields = {
  name: 'text fields decoded without a copy',
  done: DECODE_VIEW,
  apply(source) {
    const bytes = source.match(
      new RegExp(
        `bytes\\(t\\)\\{let (${ID})=(${ID})\\(this,(${ID})\\)\\.buffer\\.slice\\(\\2\\(this,(${ID})\\),\\2\\(this,\\4\\)\\+t\\);return (${ID})\\(this,\\4,\\2\\(this,\\4\\)\\+t\\),new Uint8Array\\(\\1\\)\\}`,
      ),
    );
    const decodeCopy = '.decode(this.bytes(t))}';
    if (!bytes || source.split(decodeCopy).length !== 2) return null;
    const [method, , get, dataView, offset, set] = bytes;
    const textView = `textView(t){let v=new Uint8Array(${get}(this,${dataView}).buffer,${get}(this,${offset}),t);return ${set}(this,${offset},${get}(this,${offset})+t),v}`;
    return source.replace(method, `${method}${textView}`).replace(decodeCopy, DECODE_VIEW);
  },
};

/**
 * Every query given its own type parsers (Drizzle gives a few to each) copied PGlite's whole table
 * of ~320 parsers into a new object first: ~86 µs a query, more than a small query's own parsing.
 * An object whose prototype is the table looks up the same parser with the query's own first.
 */
const queryParsers = {
  name: "a query's parsers layered over the table, not copied",
  done: '.parsers?Object.assign(Object.create(',
  apply(source) {
    const spread = new RegExp(`(${ID})\\?\\.parsers\\?\\{\\.\\.\\.(${ID}),\\.\\.\\.\\1\\.parsers\\}`, 'g');
    const next = source.replace(
      spread,
      (_, options, table) => `${options}?.parsers?Object.assign(Object.create(${table}),${options}.parsers)`,
    );
    return next === source ? null : next;
  },
};

const PATCHES = [textFields, queryParsers];

/** PGlite's built files: its ESM chunks, CJS, worker and node-postgres builds. */
function pgliteFiles(root) {
  const dist = join(root, 'node_modules/@electric-sql/pglite/dist');
  try {
    return readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.c?js$/.test(name))
      .map((name) => join(dist, name));
  } catch {
    return [];
  }
}

/** One line per patch: how many files it was applied to or already had it; a part no file holds is reported. */
function patchDependencies(root) {
  const counts = new Map(PATCHES.map((patch) => [patch, { patched: 0, already: 0 }]));
  for (const file of pgliteFiles(root)) {
    const source = readFileSync(file, 'utf8');
    let next = source;
    for (const patch of PATCHES) {
      const count = counts.get(patch);
      if (next.includes(patch.done)) {
        count.already += 1;
        continue;
      }
      const patched = patch.apply(next);
      if (patched) {
        next = patched;
        count.patched += 1;
      }
    }
    if (next !== source) writeFileSync(file, next);
  }
  return PATCHES.map((patch) => {
    const { patched, already } = counts.get(patch);
    // Not every file holds every part: only a part that no file holds any more is news.
    return `patch-dependencies: PGlite, ${patch.name}: ${patched} file(s) patched, ${already} already${
      patched + already === 0 ? '; not applied (PGlite changed; see the script)' : ''
    }`;
  });
}

const root = process.argv[2] ? resolve(process.argv[2]) : ROOT;
process.stdout.write(`${patchDependencies(root).join('\n')}\n`);
