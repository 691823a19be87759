/**
 * Text in our PDFs (reports, summary reports, deal memos): DejaVu Sans embedded and subset to the
 * glyphs used, so names in any Latin, Greek or Cyrillic script print as typed (a character the
 * font lacks prints as an empty box instead of failing the document); fast widths; cutting a
 * line to fit with '…'.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont, PDFHexString } from 'pdf-lib';

let fontBytes: Promise<Uint8Array> | undefined;
/** Read once per process from the font package. */
function dejaVu(): Promise<Uint8Array> {
  const path = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
  fontBytes ??= readFile(path);
  return fontBytes;
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
export type Measure = ReturnType<typeof measurer>;

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

/** Embeds the font into `doc`: what to draw with and how to measure. */
export async function embedText(doc: PDFDocument): Promise<{ font: PDFFont; measure: Measure }> {
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await dejaVu(), { subset: true });
  shapeOnce(font);
  return { font, measure: measurer(font) };
}

/** One line of text at most `room` wide, cut with '…' when longer (line breaks read as spaces). */
export function fitText(measure: Measure, value: string, room: number, size: number): string {
  const flat = value.replace(/\s+/g, ' ');
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
