import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);
const THEMES = ['light', 'dark'] as const;
/**
 * The theme only swaps colours (a class on <html>): roles, names and structure are the same in
 * both, so the second theme is checked for the rules that read colours, at half the cost.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Every serious or critical axe violation on the page as it is now, one line per element. In axe's
 * legacy mode: the default mode opens a blank tab for every scan and loads axe into it to merge
 * the frames' results — a fifth of the scanning specs' time — and the app has no frames to merge.
 */
async function blockingViolations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
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
 * The theme is applied and nothing moves: the suite runs with reduced motion (no transitions), and
 * this waits out anything still running, so axe reads final colours, not a frame of a change.
 */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
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
    await settled(page);
    problems.push(
      ...(await blockingViolations(page, colorScheme === 'dark' ? COLOUR_RULES : undefined)).map(
        (line) => `[${colorScheme}] ${line}`,
      ),
    );
  }
  await page.emulateMedia({ colorScheme: 'light' });
  expect(problems, `accessibility of ${screen}:\n${problems.join('\n')}`).toEqual([]);
}
