/**
 * A deal memo as PDF: one portrait A4 page with the team's name, the memo's fields and its pay
 * terms as label/value lines, in the same embedded font as reports (reports/pdf-text.ts).
 */
import { PDFDocument, rgb } from 'pdf-lib';
import { DEAL_MEMO_FIELDS, DEAL_MEMO_PAY_FIELDS, type DealMemo } from '#contract/deal-memos';
import { formatMoney, parseMoney } from '#contract/money';
import { embedText, fitText } from '../reports/pdf-text';

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const SIZE = 11;
const LINE = 22;
const LABEL_WIDTH = 150;
const GREY = rgb(0.45, 0.45, 0.45);

/** '350.00' → 'GBP 350.00' (the memo's amounts are already exact text). */
function money(text: string, currency: string) {
  const parsed = parseMoney(text);
  return parsed.ok ? formatMoney(parsed.minor, currency) : text;
}

export async function dealMemoPdf(memo: DealMemo): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `Deal memo ${memo.jobNumber}`;
  doc.setTitle(title);
  const { font, measure } = await embedText(doc);
  const page = doc.addPage(PAGE);
  const room = PAGE[0] - 2 * MARGIN - LABEL_WIDTH;
  let y = PAGE[1] - MARGIN;
  page.drawText(fitText(measure, title, PAGE[0] - 2 * MARGIN, 20), { x: MARGIN, y, size: 20, font });
  y -= 24;
  page.drawText(fitText(measure, memo.teamName, PAGE[0] - 2 * MARGIN, 12), {
    x: MARGIN,
    y,
    size: 12,
    font,
    color: GREY,
  });
  y -= LINE * 1.5;
  const line = (label: string, value: string) => {
    page.drawText(label, { x: MARGIN, y, size: SIZE, font, color: GREY });
    page.drawText(fitText(measure, value, room, SIZE), { x: MARGIN + LABEL_WIDTH, y, size: SIZE, font });
    y -= LINE;
  };
  for (const [key, label] of DEAL_MEMO_FIELDS) line(label, memo[key]);
  y -= LINE / 2;
  for (const [key, label] of DEAL_MEMO_PAY_FIELDS) line(label, money(memo[key], memo.currency));
  y -= LINE / 2;
  line('Issued', memo.issuedAt.slice(0, 10));
  return doc.save();
}
