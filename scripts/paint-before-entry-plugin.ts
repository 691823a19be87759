/**
 * Builds src/app/last-screen/paint-before-entry.ts into a classic script of its own and loads it
 * from index.html right after `#root`, before the entry: the copy of the last screen is painted as
 * soon as the page and its stylesheet are in (docs/offline-client.md). Vite bundles every module
 * script of a page into that page's one entry, so this one is bundled apart, with rolldown (Vite's
 * own bundler), as an IIFE: a classic script blocks the parser where it stands, which a module
 * script never does. An external file, not inline: the CSP allows no inline script.
 *
 * Build only: under `npm run dev` the entry paints the copy itself.
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

const SOURCE = resolve(import.meta.dirname, '../src/app/last-screen/paint-before-entry.ts');
/** Where index.html gets the script: right after the element it paints into. */
const ROOT_ELEMENT = '<div id="root"></div>';

export async function bundlePaintBeforeEntry(): Promise<string> {
  const result = await build({
    input: SOURCE,
    write: false,
    output: { format: 'iife', minify: true },
  });
  const [chunk] = result.output;
  if (chunk?.type !== 'chunk') throw new Error(`${SOURCE} built to nothing`);
  return chunk.code;
}

/** index.html with the script loaded right after `#root`, where it paints. */
export function withScriptAfterRoot(html: string, fileName: string): string {
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  return html.replace(ROOT_ELEMENT, `${ROOT_ELEMENT}\n    <script src="/${fileName}"></script>`);
}

export function paintBeforeEntry(): Plugin {
  let script: { fileName: string; code: string } | null = null;
  return {
    name: 'roadie-paint-before-entry',
    apply: 'build',
    async buildStart() {
      const code = await bundlePaintBeforeEntry();
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      script = { fileName: `assets/paint-before-entry-${hash}.js`, code };
    },
    generateBundle() {
      if (script) this.emitFile({ type: 'asset', fileName: script.fileName, source: script.code });
    },
    transformIndexHtml: (html) => (script ? withScriptAfterRoot(html, script.fileName) : html),
  };
}
