/**
 * A report as PDF: a landscape A4 table with the report's name, tour and range on top and the
 * header row repeated on every page. Text is DejaVu Sans (pdf-text.ts). A cell too wide for its
 * column is cut with '…' (the CSV has every cell whole).
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { embedText, fitText, type Measure } from './pdf-text';

const PAGE: [number, number] = [841.89, 595.28];
const MARGIN = 36;
const SIZE = 8;
const LINE = 13;
const PADDING = 3;
const GREY = rgb(0.45, 0.45, 0.45);
const RULE = rgb(0.8, 0.8, 0.8);

export interface PdfHeading {
  title: string;
  subtitle: string;
}

/** Column widths from the header and the first rows' text, scaled to fill the page width. */
function columnWidths(measure: Measure, header: readonly string[], rows: readonly (readonly string[])[]) {
  const sample = rows.slice(0, 200);
  const wanted = header.map((label, column) => {
    const texts = [label, ...sample.map((row) => row[column] ?? '')];
    const widest = Math.max(...texts.map((text) => measure(text.slice(0, 60), SIZE)));
    return Math.min(Math.max(widest, 30), 220) + 2 * PADDING;
  });
  const total = wanted.reduce((sum, width) => sum + width, 0);
  const scale = (PAGE[0] - 2 * MARGIN) / total;
  return wanted.map((width) => width * scale);
}

/** One cell's text that fits `width` with its padding. */
const fitted = (measure: Measure, value: string, width: number, size = SIZE) =>
  fitText(measure, value, width - 2 * PADDING, size);

function drawRow(
  page: PDFPage,
  font: PDFFont,
  measure: Measure,
  cells: readonly string[],
  widths: number[],
  y: number,
) {
  let x = MARGIN;
  for (const [column, width] of widths.entries()) {
    const value = fitted(measure, cells[column] ?? '', width);
    if (value) page.drawText(value, { x: x + PADDING, y, size: SIZE, font });
    x += width;
  }
  page.drawLine({
    start: { x: MARGIN, y: y - 4 },
    end: { x: PAGE[0] - MARGIN, y: y - 4 },
    thickness: 0.5,
    color: RULE,
  });
}

export async function reportPdf(
  heading: PdfHeading,
  header: readonly string[],
  rows: readonly (readonly string[])[],
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(heading.title);
  const { font, measure } = await embedText(doc);
  const widths = columnWidths(measure, header, rows);
  let page = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const newPage = (first: boolean) => {
    if (!first) {
      page = doc.addPage(PAGE);
      y = PAGE[1] - MARGIN;
    }
    page.drawText(fitted(measure, heading.title, PAGE[0] - 2 * MARGIN, 14), { x: MARGIN, y, size: 14, font });
    y -= 16;
    page.drawText(heading.subtitle, { x: MARGIN, y, size: 9, font, color: GREY });
    y -= LINE + 6;
    drawRow(page, font, measure, header, widths, y);
    y -= LINE;
  };
  newPage(true);
  for (const row of rows) {
    if (y < MARGIN) newPage(false);
    drawRow(page, font, measure, row, widths, y);
    y -= LINE;
  }
  return doc.save();
}
