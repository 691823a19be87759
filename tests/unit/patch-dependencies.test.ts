import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SCRIPT = join(ROOT, 'scripts/patch-dependencies.mjs');

/** PGlite's reader in the shape of its minified build: private fields through WeakMap helpers. */
const READER = `var r=(o,m)=>m.get(o),d=(o,m,v)=>(m.set(o,v),v);var x=new WeakMap,w=new WeakMap,le=new WeakMap;
export class Reader{constructor(){d(this,w,0),d(this,le,new TextDecoder)}setBuffer(t,n){d(this,w,t),d(this,x,new DataView(n))}bytes(t){let n=r(this,x).buffer.slice(r(this,w),r(this,w)+t);return d(this,w,r(this,w)+t),new Uint8Array(n)}string(t){return r(this,le).decode(this.bytes(t))}}
`;

type Reader = {
  setBuffer(offset: number, buffer: ArrayBuffer): void;
  string(length: number): string;
  bytes(length: number): Uint8Array;
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

async function loadReader(file: string): Promise<Reader> {
  // As an ES module, under a name of its own: a second import of one path would be the cached first.
  const copy = `${file}.${++loaded}.mjs`;
  writeFileSync(copy, readFileSync(file, 'utf8'));
  const module: { Reader: new () => Reader } = await import(pathToFileURL(copy).href);
  return new module.Reader();
}

describe('patch-dependencies (PGlite decodes text fields without copying them)', () => {
  it('patches the reader once, and the patched reader reads the same fields as the original', async () => {
    const { root, file } = fakeInstall(READER);
    expect(patch(root)).toMatch(/1 file\(s\) patched, 0 already\n$/);
    const patched = readFileSync(file, 'utf8');
    expect(patched).toContain('decode(this.textView(t))');
    expect(patch(root)).toMatch(/0 file\(s\) patched, 1 already\n$/);
    expect(readFileSync(file, 'utf8')).toBe(patched);

    const original = await loadReader(fakeInstall(READER).file);
    for (const reader of [original, await loadReader(file)]) {
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

  it('leaves a reader of another shape as it is and says so', () => {
    const changed = READER.replace('buffer.slice(', 'buffer.subarray(');
    const { root, file } = fakeInstall(changed);
    expect(patch(root)).toMatch(/0 file\(s\) patched, 0 already; not applied .*chunk-TEST/);
    expect(readFileSync(file, 'utf8')).toBe(changed);
  });

  it('has patched the installed PGlite (npm runs it after every install)', () => {
    const dist = join(ROOT, 'node_modules/@electric-sql/pglite/dist');
    const sources = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.c?js$/.test(name))
      .map((name) => readFileSync(join(dist, name), 'utf8'));
    expect(sources.filter((source) => source.includes('.decode(this.textView(t))')).length).toBeGreaterThan(
      0,
    );
    expect(sources.filter((source) => source.includes('.decode(this.bytes(t))'))).toEqual([]);
  });
});
