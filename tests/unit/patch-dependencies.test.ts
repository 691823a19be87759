import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SCRIPT = join(ROOT, 'scripts/patch-dependencies.mjs');

/**
 * The two parts of PGlite the script patches, in the shape of its minified build: the wire reader
 * (private fields through WeakMap helpers) and the function that parses a query's rows.
 */
const PGLITE = `var r=(o,m)=>m.get(o),d=(o,m,v)=>(m.set(o,v),v);var x=new WeakMap,w=new WeakMap,le=new WeakMap;
export class Reader{constructor(){d(this,w,0),d(this,le,new TextDecoder)}setBuffer(t,n){d(this,w,t),d(this,x,new DataView(n))}bytes(t){let n=r(this,x).buffer.slice(r(this,w),r(this,w)+t);return d(this,w,r(this,w)+t),new Uint8Array(n)}string(t){return r(this,le).decode(this.bytes(t))}}
export function parseRows(e,t,n){let m=n?.parsers?{...t,...n.parsers}:t;return e.map(([oid,v])=>(m[oid]??(s=>s))(v))}
`;

type Reader = {
  setBuffer(offset: number, buffer: ArrayBuffer): void;
  string(length: number): string;
  bytes(length: number): Uint8Array;
};
type Parser = (text: string) => unknown;
type Module = {
  Reader: new () => Reader;
  parseRows(
    fields: [number, string][],
    table: Record<number, Parser>,
    options?: { parsers?: Record<number, Parser> },
  ): unknown[];
};

let roots: string[] = [];
let loaded = 0;
afterEach(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
  roots = [];
});

function fakeInstall(source: string) {
  const root = mkdtempSync(join(tmpdir(), 'roadie-patch-'));
  roots.push(root);
  const dist = join(root, 'node_modules/@electric-sql/pglite/dist');
  mkdirSync(dist, { recursive: true });
  const file = join(dist, 'chunk-TEST.js');
  writeFileSync(file, source);
  return { root, file };
}

const patch = (root: string) => execFileSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });

async function load(file: string): Promise<Module> {
  // As an ES module, under a name of its own: a second import of one path would be the cached first.
  const copy = `${file}.${++loaded}.mjs`;
  writeFileSync(copy, readFileSync(file, 'utf8'));
  return import(pathToFileURL(copy).href);
}

describe('patch-dependencies (PGlite: text fields without a copy, query parsers without a copy)', () => {
  it('patches each part once and says so', () => {
    const { root, file } = fakeInstall(PGLITE);
    expect(patch(root)).toBe(
      "patch-dependencies: PGlite, text fields decoded without a copy: 1 file(s) patched, 0 already\npatch-dependencies: PGlite, a query's parsers layered over the table, not copied: 1 file(s) patched, 0 already\n",
    );
    const patched = readFileSync(file, 'utf8');
    expect(patched).toContain('decode(this.textView(t))');
    expect(patched).toContain('n?.parsers?Object.assign(Object.create(t),n.parsers):t');
    expect(patch(root)).toMatch(/0 file\(s\) patched, 1 already\n.*0 file\(s\) patched, 1 already\n$/);
    expect(readFileSync(file, 'utf8')).toBe(patched);
  });

  it('the patched reader reads the same fields as the original, and a binary field is still a copy', async () => {
    const { root, file } = fakeInstall(PGLITE);
    patch(root);
    const modules = [await load(fakeInstall(PGLITE).file), await load(file)];
    for (const { Reader } of modules) {
      const reader = new Reader();
      // Two text fields after a 3-byte header, multi-byte characters included, then a binary field.
      const [hotel, city] = ['Hôtel Amour ✓', 'München 🎸'].map((text) => new TextEncoder().encode(text));
      const buffer = new ArrayBuffer(3 + hotel!.length + city!.length + 2);
      const bytes = new Uint8Array(buffer);
      bytes.set([...hotel!, ...city!, 7, 9], 3);
      reader.setBuffer(3, buffer);
      expect(reader.string(hotel!.length)).toBe('Hôtel Amour ✓');
      expect(reader.string(city!.length)).toBe('München 🎸');
      const binary = reader.bytes(2);
      bytes.fill(0); // the buffer is reused for the next message: a binary field must be a copy
      expect([...binary]).toEqual([7, 9]);
    }
  });

  it("the patched rows take a query's own parser first, the table's otherwise, and leave the table as it was", async () => {
    const { root, file } = fakeInstall(PGLITE);
    patch(root);
    const modules = [await load(fakeInstall(PGLITE).file), await load(file)];
    const table: Record<number, Parser> = { 23: Number, 1184: (text) => new Date(text).toISOString() };
    const fields: [number, string][] = [
      [23, '42'],
      [1184, '2027-01-01 10:00:00+00'],
      [25, 'text'],
    ];
    const results = modules.map(({ parseRows }) => [
      parseRows(fields, table),
      parseRows(fields, table, { parsers: { 1184: (text) => text } }),
    ]);
    expect(results[1]).toEqual(results[0]);
    expect(results[1]).toEqual([
      [42, '2027-01-01T10:00:00.000Z', 'text'],
      [42, '2027-01-01 10:00:00+00', 'text'],
    ]);
    expect(Object.keys(table)).toEqual(['23', '1184']);
  });

  it('leaves a part of another shape as it is and says so', () => {
    const changed = PGLITE.replace('buffer.slice(', 'buffer.subarray(').replace(
      '{...t,...n.parsers}',
      '{...n.parsers}',
    );
    const { root, file } = fakeInstall(changed);
    expect(patch(root)).toMatch(
      /without a copy: 0 file\(s\) patched, 0 already; not applied .*\n.*not copied: 0 file\(s\) patched, 0 already; not applied /,
    );
    expect(readFileSync(file, 'utf8')).toBe(changed);
  });

  it('has patched the installed PGlite (npm runs it after every install)', () => {
    const dist = join(ROOT, 'node_modules/@electric-sql/pglite/dist');
    const sources = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.c?js$/.test(name))
      .map((name) => readFileSync(join(dist, name), 'utf8'));
    const holding = (text: string) => sources.filter((source) => source.includes(text)).length;
    expect(holding('.decode(this.textView(t))')).toBeGreaterThan(0);
    expect(holding('.decode(this.bytes(t))')).toBe(0);
    expect(holding('.parsers?Object.assign(Object.create(')).toBeGreaterThan(0);
    expect(sources.filter((source) => /\?\.parsers\?\{\.\.\./.test(source))).toEqual([]);
  });
});
