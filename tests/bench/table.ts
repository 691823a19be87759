/** The rows the bench prints: what, figure, floor, ratio, budget, pass/miss. */
export type Row = {
  what: string;
  figure: string;
  floor: string;
  ratio: string;
  budget: string;
  verdict: string;
};

export const rows: Row[] = [];

export function addRow(row: Row) {
  rows.push(row);
  process.stdout.write(
    `  · ${row.what}: ${row.figure} (floor ${row.floor}, ratio ${row.ratio}) ${row.verdict}\n`,
  );
}

export const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
export const verdict = (ok: boolean) => (ok ? 'pass' : 'MISS');

export function markdownTable(): string {
  const head = '| what | figure | floor / reference | ratio | budget | result |\n|---|---|---|---|---|---|\n';
  return (
    head +
    rows
      .map((r) => `| ${r.what} | ${r.figure} | ${r.floor} | ${r.ratio} | ${r.budget} | ${r.verdict} |`)
      .join('\n')
  );
}
