import { describe, expect, it } from 'vitest';
import { bundlePaintBeforeEntry, withScriptAfterRoot } from '../../scripts/paint-before-entry-plugin';

describe('the script that paints the last screen before the entry', () => {
  it('is one small classic script: no module syntax, no schema library, the store bundled in', async () => {
    const code = await bundlePaintBeforeEntry();
    // A classic script cannot import: anything it needs must be inside it.
    expect(code).not.toMatch(/\bimport\b|\bexport\b/);
    expect(code).toContain('roadie-screen:');
    // It blocks the page's parsing where it stands: it must stay far smaller than the entry.
    expect(new TextEncoder().encode(code).byteLength).toBeLessThan(2048);
    expect(code).not.toContain('safeParse');
  });

  it('is loaded right after #root, where it paints, and a page without #root fails the build', () => {
    const html = '<body>\n    <div id="root"></div>\n  </body>';
    expect(withScriptAfterRoot(html, 'assets/p-1.js')).toBe(
      '<body>\n    <div id="root"></div>\n    <script src="/assets/p-1.js"></script>\n  </body>',
    );
    expect(() => withScriptAfterRoot('<body></body>', 'assets/p-1.js')).toThrow(/no <div id="root">/);
  });
});
