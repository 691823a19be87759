import type { Page } from '@playwright/test';

const HOOK = '__roadieE2eMutate';

/**
 * Calls the app's own `mutate(name, args)` (src/offline/user-sync.ts) inside the page: the same
 * function the screens call, so a write is checked, applied to the mirror and queued in the
 * outbox exactly as a click would do it — only faster. The app exposes no handle, so the function
 * is taken from the exports of the page's loaded chunks (the same module instance the screens use:
 * since the start-path chunk, it lives in `signed-in-start`); exactly one exported function must
 * look like it, or this throws rather than writing another way.
 */
export class InPageWriter {
  constructor(readonly page: Page) {}

  async mutate(name: string, args: unknown): Promise<void> {
    // A string, not a function: the test transpiler would rewrite a dynamic import() for Node.
    const outcome = await this.page.evaluate(`(async (name, args) => {
      if (typeof window.${HOOK} !== 'function') {
        const urls = [...new Set(performance.getEntriesByType('resource').map((entry) => entry.name)
          .filter((name) => /\\/assets\\/[^/]+\\.js$/.test(name)))];
        const found = [];
        for (const url of urls) {
          const exports = Object.values(await import(url));
          found.push(...exports.filter((value) => typeof value === 'function' && /\\)\\.mutate\\(/.test(String(value))));
        }
        if (found.length !== 1) return found.length + ' functions look like mutate() in ' + urls.length + ' loaded chunks';
        window.${HOOK} = found[0];
      }
      await window.${HOOK}(name, args);
      return 'ok';
    })(${JSON.stringify(name)}, ${JSON.stringify(args)})`);
    if (outcome !== 'ok') throw new Error(`The app's mutate() is not reachable: ${String(outcome)}`);
  }
}
