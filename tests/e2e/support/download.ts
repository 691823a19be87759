import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

/** Presses a download button; the saved file's name and bytes. */
export async function downloadFrom(page: Page, label: string) {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: label }).click();
  const file = await started;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}
