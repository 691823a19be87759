import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from '../../scripts/compile-hints-plugin';

const chunk = (name: string, isEntry = false) => ({
  type: 'chunk' as const,
  name,
  isEntry,
  fileName: `assets/${name}-abc.js`,
  code: 'export const a=1;\n',
});
const map = (mappings: string) => ({
  type: 'asset' as const,
  source: JSON.stringify({ version: 3, mappings }),
});

describe('the compile hints of the start path', () => {
  it('go first in the entry, the shared and the start chunks, and nowhere else', () => {
    const bundle = {
      'assets/index-abc.js': chunk('index', true),
      'assets/screens-shared-abc.js': chunk('screens-shared'),
      'assets/signed-in-start-abc.js': chunk('signed-in-start'),
      'assets/day-files-abc.js': chunk('day-files'),
    };
    addCompileHints(bundle);
    expect(bundle['assets/index-abc.js'].code).toBe(`${COMPILE_HINT}export const a=1;\n`);
    expect(bundle['assets/screens-shared-abc.js'].code.startsWith(COMPILE_HINT)).toBe(true);
    expect(bundle['assets/signed-in-start-abc.js'].code.startsWith(COMPILE_HINT)).toBe(true);
    expect(bundle['assets/day-files-abc.js'].code).toBe('export const a=1;\n');
  });

  it('move a hinted chunk’s source map one line down, and leave the others', () => {
    const bundle = {
      'assets/index-abc.js': chunk('index', true),
      'assets/index-abc.js.map': map('AAAA,CAAC;AACD'),
      'assets/day-files-abc.js': chunk('day-files'),
      'assets/day-files-abc.js.map': map('AAAA'),
    };
    addCompileHints(bundle);
    const mappings = (file: keyof typeof bundle) => {
      const item = bundle[file];
      if (item.type !== 'asset') throw new Error(`${file} is not a map`);
      return (JSON.parse(String(item.source)) as { mappings: string }).mappings;
    };
    expect(mappings('assets/index-abc.js.map')).toBe(';AAAA,CAAC;AACD');
    expect(mappings('assets/day-files-abc.js.map')).toBe('AAAA');
  });
});
