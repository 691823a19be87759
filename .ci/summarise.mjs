// Adds up the Vitest and Playwright summaries of the given logs into one plain closing line.
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips colour codes from captured output
  const text = readFileSync(file, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
  for (const line of text.split('\n')) {
    const vitest = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
    if (vitest) {
      passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
      failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
      skipped += Number(/(\d+) skipped/.exec(vitest[1])?.[1] ?? 0);
      continue;
    }
    const playwright = /^\s*(\d+) (passed|failed|flaky|skipped)( \(.*\))?\s*$/.exec(line);
    if (playwright) {
      const count = Number(playwright[1]);
      if (playwright[2] === 'passed') passed += count;
      else if (playwright[2] === 'skipped') skipped += count;
      else failed += count;
    }
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (passed === 0 || failed > 0) process.exit(1);
