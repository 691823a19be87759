/**
 * The static imports a set of source files reaches, without a build: the guards behind the bundle
 * figures of docs/benchmarks.md (tests/unit/*-imports.test.ts). Type-only imports and `import()` are
 * not followed; packages are `pkg:<name>` leaves; `isLeaf` stops the walk at a file (route files
 * whose components the router plugin splits out).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

function resolveSpecifier(fromFile: string, specifier: string): string {
  if (specifier.startsWith('#contract/')) return `contract/${specifier.slice('#contract/'.length)}.ts`;
  if (!specifier.startsWith('.')) {
    const parts = specifier.split('/');
    return `pkg:${specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]}`;
  }
  const base = resolve(dirname(resolve(ROOT, fromFile)), specifier.split('?')[0] ?? specifier);
  const found = EXTENSIONS.map((ext) => `${base}${ext}`).find(
    (path) => existsSync(path) && !path.endsWith('.d.ts'),
  );
  if (!found) throw new Error(`${fromFile}: cannot resolve ${specifier}`);
  return relative(ROOT, found);
}

/** Every file and package reachable from `roots` (paths from the repo root) by static imports. */
export function staticImports(roots: readonly string[], isLeaf: (file: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.startsWith('pkg:') || file.endsWith('.css') || isLeaf(file)) continue;
    for (const match of readFileSync(resolve(ROOT, file), 'utf8').matchAll(STATIC_IMPORT)) {
      if (match[1]) stack.push(resolveSpecifier(file, match[1]));
    }
  }
  return seen;
}
