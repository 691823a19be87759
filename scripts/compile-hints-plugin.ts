/**
 * Marks the start path's chunks (the entry, the signed-in start and what they share) for eager
 * compilation with V8's explicit compile hint: a `//# allFunctionsCalledOnLoad` first line.
 *
 * Why: a reopened app gets no V8 code cache for its module scripts (the service worker serves them
 * from Cache Storage), so V8 compiled each function lazily, on the main thread, the first time it
 * was called: ~1,650 functions and ~0.25 s at 4× CPU before the daysheet showed, by the start-up
 * trace. With the hint, V8 compiles these files' functions while it streams them, off the main
 * thread (docs/benchmarks.md). A browser without the hint reads a comment.
 *
 * Added after minification (which drops comments); each chunk's source map moves one line down.
 */
import type { Plugin } from 'vite';
import { SHARED_CHUNK, START_PATH_CHUNK } from './start-path-chunk';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const HINTED_CHUNKS: ReadonlySet<string> = new Set([START_PATH_CHUNK, SHARED_CHUNK]);

/** The part of a build's output this needs (rolldown's `OutputBundle` fits it). */
type Bundle = Record<
  string,
  | { type: 'chunk'; isEntry: boolean; name: string; fileName: string; code: string }
  | { type: 'asset'; source: string | Uint8Array }
>;

function shiftSourceMap(bundle: Bundle, fileName: string) {
  const map = bundle[`${fileName}.map`];
  if (map?.type !== 'asset') return;
  const json: { mappings: string } = JSON.parse(
    typeof map.source === 'string' ? map.source : new TextDecoder().decode(map.source),
  );
  // A `;` ends a generated line in a source map: an empty first line moves every mapping down one.
  json.mappings = `;${json.mappings}`;
  map.source = JSON.stringify(json);
}

/** Puts the hint first in the entry's and the start path's chunks, and shifts their source maps. */
export function addCompileHints(bundle: Bundle): void {
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk' || !(item.isEntry || HINTED_CHUNKS.has(item.name))) continue;
    item.code = COMPILE_HINT + item.code;
    shiftSourceMap(bundle, item.fileName);
  }
}

export function compileHints(): Plugin {
  return {
    name: 'roadie-compile-hints',
    apply: 'build',
    // After every other plugin has written the chunks' code (and after minification).
    generateBundle: { order: 'post', handler: (_options, bundle) => addCompileHints(bundle) },
  };
}
