import { rmSync } from 'node:fs';

/** Each run gets a fresh data folder (see playwright.config.ts); nothing of it is worth keeping. */
export default function globalTeardown(): void {
  const dataDir = process.env.ROADIE_E2E_DATA_DIR;
  if (dataDir?.includes('roadie-e2e-')) rmSync(dataDir, { recursive: true, force: true });
}
