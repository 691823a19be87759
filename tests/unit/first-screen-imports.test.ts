/**
 * What the first screen (/login) may import statically: the guard behind the bundle budget of
 * docs/performance-budgets.md, without a build. Walks the static imports from src/main.tsx and the
 * first screen's route files (type-only imports and `import()` are not followed; other route files
 * are leaves, since the router plugin splits their components out). A heavy module that turns up
 * here would land in the entry's file, which `npm run bench` then weighs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_FILES } from '../../scripts/start-path-chunk';

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

function firstScreenImports(): Set<string> {
  const seen = new Set<string>();
  const stack = ['src/main.tsx', ...FIRST_SCREEN_FILES];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const isLeaf =
      file.startsWith('pkg:') || (file.startsWith('src/routes/') && !FIRST_SCREEN_FILES.includes(file));
    if (isLeaf || file.endsWith('.css')) continue;
    for (const match of readFileSync(resolve(ROOT, file), 'utf8').matchAll(STATIC_IMPORT)) {
      if (match[1]) stack.push(resolveSpecifier(file, match[1]));
    }
  }
  return seen;
}

describe('the first screen’s static imports', () => {
  const imports = firstScreenImports();

  it('reach the sign-in form through the public route tree', () => {
    expect(imports).toContain('src/app/public-route-tree.gen.js');
    expect(imports).toContain('src/features/auth/login-form.tsx');
  });

  it('never reach the signed-in branch of the route tree', () => {
    expect(imports).not.toContain('src/routeTree.gen.ts');
    expect([...imports].filter((path) => path.startsWith('src/routes/_signed-in'))).toEqual([]);
  });

  it('never reach the mirror, the toaster, error reporting or date formatting', () => {
    const heavy = ['pkg:dexie', 'pkg:dexie-react-hooks', 'pkg:sonner', 'pkg:@sentry/react', 'pkg:date-fns'];
    expect(heavy.filter((name) => imports.has(name))).toEqual([]);
    expect(
      [...imports].filter((path) => path.startsWith('src/offline/') && path !== 'src/offline/sync-status.ts'),
    ).toEqual([]);
  });
});
