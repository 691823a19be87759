/**
 * A report as PDF: a landscape A4 table with the report's name, tour and range on top and the
 * header row repeated on every page. Text is set in DejaVu Sans (embedded, subset to the glyphs
 * used), so names in any Latin, Greek or Cyrillic script print as typed; a character the font
 * lacks prints as an empty box instead of failing the report. A cell too wide for its column is cut
 * with '…' (the CSV has every cell whole).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFHexString, type PDFPage, rgb } from 'pdf-lib';

const PAGE: [number, number] = [841.89, 595.28];
const MARGIN = 36;
const SIZE = 8;
const LINE = 13;
const PADDING = 3;
const GREY = rgb(0.45, 0.45, 0.45);
const RULE = rgb(0.8, 0.8, 0.8);

let fontBytes: Promise<Uint8Array> | undefined;
/** Read once per process from the font package. */
function dejaVu(): Promise<Uint8Array> {
  const path = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
  fontBytes ??= readFile(path);
  return fontBytes;
}

export interface PdfHeading {
  title: string;
  subtitle: string;
}

/**
 * Text widths from each character's advance, cached per character: measuring through the font's
 * full layout for every cell of a 4,000-row report took seconds. Kerning is left out, so a
 * small margin keeps a cut cell inside its column.
 */
function measurer(font: PDFFont) {
  const advances = new Map<string, number>();
  return (text: string, size: number) => {
    let width = 0;
    for (const char of text) {
      let advance = advances.get(char);
      if (advance === undefined) {
        advance = font.widthOfTextAtSize(char, 1);
        advances.set(char, advance);
      }
      width += advance;
    }
    return width * size * 1.02;
  };
}
type Measure = ReturnType<typeof measurer>;

/**
 * Each distinct text is shaped once: a report repeats dates, cities and types thousands of times,
 * and shaping (the font's layout, which also picks the subset's glyphs) is what drawing costs.
 */
function shapeOnce(font: PDFFont) {
  const encode = font.encodeText.bind(font);
  const shaped = new Map<string, PDFHexString>();
  font.encodeText = (text: string) => {
    let found = shaped.get(text);
    if (!found) {
      found = encode(text);
      shaped.set(text, found);
    }
    return found;
  };
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

/** One line of text that fits `width`, cut with '…' when it does not (line breaks read as spaces). */
function fitted(measure: Measure, value: string, width: number, size = SIZE): string {
  const flat = value.replace(/\s+/g, ' ');
  const room = width - 2 * PADDING;
  if (measure(flat, size) <= room) return flat;
  let low = 0;
  let high = flat.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(`${flat.slice(0, mid)}…`, size) <= room) low = mid;
    else high = mid - 1;
  }
  return low > 0 ? `${flat.slice(0, low)}…` : '';
}

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
  doc.registerFontkit(fontkit);
  doc.setTitle(heading.title);
  const font = await doc.embedFont(await dejaVu(), { subset: true });
  shapeOnce(font);
  const measure = measurer(font);
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
