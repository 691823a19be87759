/**
 * A report as CSV (RFC 4180): UTF-8 with a byte-order mark (so spreadsheets read accents and
 * non-Latin names right), CRLF line ends, fields quoted when they hold a quote, comma or line break.
 * A cell that starts with = + - or @ gets a leading apostrophe: a spreadsheet would otherwise run it
 * as a formula (CSV injection), and the cells hold what tour members typed.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function reportCsv(header: readonly string[], rows: readonly (readonly string[])[]): Uint8Array {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);
}
