/**
 * "Export CSV": the estimate's lines and totals as shown, made in the browser (works offline).
 * Amounts are plain ('1234.50') so spreadsheets read them as numbers; the currency is in the header.
 */

import { formatBigMinor, formatQuantity } from '#contract/estimate-totals';
import type { EstimateLineText } from '#contract/estimates';
import { lineAmounts, typedLineTotal, typedTotals } from './estimate-format';

// Quotes every cell; a leading =, +, - or @ is neutralised so spreadsheets never run it as a formula.
const cell = (value: string) => {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
};

export function estimateCsv(lines: readonly EstimateLineText[], currency: string): string {
  const header = ['Description', 'Days', 'Hours', 'Daily wage', 'Per diem', 'Hour rate', 'Total'].map(
    (title, index) => (index >= 3 ? `${title} (${currency})` : title),
  );
  const rows = lines.map((line) => {
    const amounts = lineAmounts(line);
    return [
      line.description,
      formatQuantity(amounts.days),
      formatQuantity(amounts.hours),
      formatBigMinor(BigInt(amounts.dailyWage)),
      formatBigMinor(BigInt(amounts.perDiem)),
      formatBigMinor(BigInt(amounts.hourRate)),
      formatBigMinor(typedLineTotal(line)),
    ];
  });
  const totals = typedTotals(lines);
  const footer = [
    'Total',
    formatQuantity(totals.days),
    formatQuantity(totals.hours),
    formatBigMinor(totals.dailyWage),
    formatBigMinor(totals.perDiem),
    formatBigMinor(totals.hourRate),
    formatBigMinor(totals.total),
  ];
  return `${[header, ...rows, footer].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function downloadCsv(filename: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by now; the URL only holds the text in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
