import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);
const THEMES = ['light', 'dark'] as const;

/** Every serious or critical axe violation on the page as it is now, one line per element. */
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    );
}

/**
 * Runs axe on the screen in the light and the dark theme (the app follows the system's scheme
 * when the user has not chosen one) and fails with every serious or critical violation listed
 * by rule, impact and element. Leaves the page in the light scheme.
 */
export async function expectAccessible(page: Page, screen: string) {
  const problems: string[] = [];
  for (const colorScheme of THEMES) {
    await page.emulateMedia({ colorScheme });
    const html = page.locator('html');
    if (colorScheme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
    else await expect(html).not.toHaveClass(/\bdark\b/);
    problems.push(...(await blockingViolations(page)).map((line) => `[${colorScheme}] ${line}`));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  expect(problems, `accessibility of ${screen}:\n${problems.join('\n')}`).toEqual([]);
}
