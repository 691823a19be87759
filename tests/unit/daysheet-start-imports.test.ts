/**
 * What a signed-in start on a daysheet may import statically: the guard behind the "JS for a
 * signed-in start on a daysheet" figure of docs/benchmarks.md, without a build. Walks the static
 * imports of START_PATH_FILES (scripts/start-path-chunk.ts puts exactly that closure into the
 * `signed-in-start` file). Other route files are leaves: the router plugin splits their components
 * out ('-' files beside them are not routes, and are followed). What a day's first paint does not need is loaded with `import()` after it, or when opened.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { START_PATH_FILES } from '../../scripts/start-path-chunk';
import { staticImports } from './static-imports';

const startImports = () =>
  staticImports(
    START_PATH_FILES,
    (file) => file.startsWith('src/routes/') && !START_PATH_FILES.includes(file),
  );

describe('the signed-in start’s static imports', () => {
  const imports = startImports();

  it('reach the run-of-show and the lazy loaders of the rest of the day', () => {
    expect(imports).toContain('src/features/events/day-events.tsx');
    expect(imports).toContain('src/routes/_signed-in/dashboard/tours/$tourId/daysheets/-daysheet-lazy.ts');
    expect(imports).toContain('src/features/events/event-forms-lazy.ts');
    expect(imports).toContain('pkg:dexie');
  });

  it('never reach the sections below the schedule or the managers’ forms', () => {
    const deferred = [
      'src/routes/_signed-in/dashboard/tours/$tourId/daysheets/-daysheet-below.tsx',
      'src/features/accommodation/day-hotels.tsx',
      'src/features/guest-lists/day-guest-lists.tsx',
      'src/features/notes/day-notes.tsx',
      'src/features/files/day-files.tsx',
      'src/features/events/event-forms.ts',
      'src/features/events/event-form.tsx',
      'src/features/events/event-editor.tsx',
      'src/features/events/new-event-panel.tsx',
    ];
    expect(deferred.filter((file) => imports.has(file))).toEqual([]);
    expect([...imports].filter((file) => file.startsWith('src/features/event-templates/'))).toEqual([]);
  });

  it('never reach date-fns, error reporting or the query persister', () => {
    const heavy = ['pkg:date-fns', 'pkg:@sentry/react', 'src/app/query-persistence.ts', 'src/app/sentry.ts'];
    expect(heavy.filter((name) => imports.has(name))).toEqual([]);
  });
});

describe('the start path, asked for first', () => {
  const source = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

  it('is what src/main.tsx imports first, so its request goes out before React and the router run', () => {
    const first = /^\s*import\s+[^'"]*['"]([^'"]+)['"]/m.exec(source('src/main.tsx'))?.[1];
    expect(first).toBe('./app/start-path-preload');
    expect(source('src/app/start-path-preload.ts')).toContain("import('../offline/user-sync')");
  });

  it('runs no framework on its way there: only reading the stored session (valibot checks it)', () => {
    const before = staticImports(['src/app/start-path-preload.ts'], () => false);
    expect([...before].filter((name) => name.startsWith('pkg:'))).toEqual(['pkg:valibot']);
  });
});
