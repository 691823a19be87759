/**
 * With ROADIE_CHUNK_REPORT=1 (the bench's build), writes `.vite/chunks.json`: every JS chunk with
 * the source modules inside it and the chunks it imports. The bench reads it to add up the JS a
 * screen loads; Vite's own manifest cannot say which chunk holds a module once chunk groups
 * (scripts/start-path-chunk.ts) merge modules. Never in a normal build: nothing serves or needs it.
 */
import type { Plugin } from 'vite';

export type ChunkReport = { file: string; isEntry: boolean; moduleIds: string[]; imports: string[] }[];

export const CHUNK_REPORT_FILE = '.vite/chunks.json';

export function chunkReport(): Plugin {
  return {
    name: 'roadie-chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (process.env.ROADIE_CHUNK_REPORT !== '1') return;
      const report: ChunkReport = Object.values(bundle).flatMap((output) => {
        if (output.type === 'chunk') {
          const { fileName: file, isEntry, moduleIds, imports } = output;
          return [{ file, isEntry, moduleIds, imports }];
        }
        // A script emitted as a file of its own (scripts/paint-before-entry-plugin.ts) is loaded
        // by the page itself, like the entry: every screen pays for it.
        return output.fileName.endsWith('.js')
          ? [{ file: output.fileName, isEntry: true, moduleIds: [], imports: [] }]
          : [];
      });
      this.emitFile({ type: 'asset', fileName: CHUNK_REPORT_FILE, source: JSON.stringify(report) });
    },
  };
}
