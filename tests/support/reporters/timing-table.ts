export type FileTiming = { file: string; tests: number; ms: number };

/** One plain-text table of files and their times, slowest first, with the total at the bottom. */
export function timingTable(title: string, rows: FileTiming[]): string {
  const sorted = [...rows].sort((a, b) => b.ms - a.ms);
  const width = Math.max(...sorted.map((row) => row.file.length), 10);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
  const lines = sorted.map(
    (row) => `  ${row.file.padEnd(width)} ${String(row.tests).padStart(4)} tests ${seconds(row.ms)}`,
  );
  const total = sorted.reduce((sum, row) => ({ ms: sum.ms + row.ms, tests: sum.tests + row.tests }), {
    ms: 0,
    tests: 0,
  });
  return [
    `\n${title}: time per file, slowest first (the total adds up every worker)`,
    ...lines,
    `  ${'total'.padEnd(width)} ${String(total.tests).padStart(4)} tests ${seconds(total.ms)}`,
  ].join('\n');
}
