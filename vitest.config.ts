import { defineConfig, type ViteUserConfig } from 'vitest/config';

// Each PGlite takes 0.5–0.85 GB and the machine has 2 cores: at most two test workers.
// `unit` is pure logic; `client` runs the offline layer (fake-indexeddb devices) against the real
// server in-process; `api` is HTTP against createApp(). Both server-backed projects get a copy of
// one migrated database per file from the global setup.
const serverBacked: NonNullable<ViteUserConfig['test']> = {
  environment: 'node',
  globalSetup: ['tests/support/global-setup.ts'],
  // Sharing the imported server modules between files in a worker saves about a minute of CPU per
  // run: the server keeps its state in `deps` and the database, never in module scope.
  isolate: false,
  testTimeout: 20_000,
  hookTimeout: 30_000,
};

export default defineConfig({
  test: {
    maxWorkers: 2,
    reporters: ['default', './tests/support/reporters/vitest-timings.ts'],
    projects: [
      // The same limit as the server-backed projects: a test that checks every one of the
      // offline cities takes about a second alone, but 5 s (vitest's default) on a busy 2-core CI box.
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      { test: { name: 'client', include: ['tests/client/**/*.test.ts'], ...serverBacked } },
      { test: { name: 'api', include: ['tests/api/**/*.test.ts'], ...serverBacked } },
    ],
  },
});
