import { defineConfig } from 'vitest/config';

// Each PGlite takes 0.5–0.85 GB and the machine has 2 cores: at most two test workers.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          // Every file builds its own app and database; sharing the imported server modules between
          // files in a worker saves a minute of CPU per run (they keep no state outside `deps`).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
