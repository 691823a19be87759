/**
 * What the first screen (/login) may import statically: the guard behind the bundle budget of
 * docs/performance-budgets.md, without a build. Walks the static imports from src/main.tsx and the
 * first screen's route files (type-only imports and `import()` are not followed; other route files
 * are leaves, since the router plugin splits their components out). A heavy module that turns up
 * here would land in the entry's file, which `npm run bench` then weighs.
 */
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_FILES } from '../../scripts/start-path-chunk';
import { staticImports } from './static-imports';

/** Other route files are leaves: the router plugin splits their components out. */
const firstScreenImports = () =>
  staticImports(
    ['src/main.tsx', ...FIRST_SCREEN_FILES],
    (file) => file.startsWith('src/routes/') && !FIRST_SCREEN_FILES.includes(file),
  );

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
