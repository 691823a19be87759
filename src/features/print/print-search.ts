import * as v from 'valibot';

export const PAPER_SIZES = ['A4', 'Letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

const DateSchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/** `?from=&to=&paper=`: all optional; a bad value falls back to the default instead of an error page. */
export const PrintSearchSchema = v.object({
  from: v.fallback(v.optional(DateSchema), undefined),
  to: v.fallback(v.optional(DateSchema), undefined),
  paper: v.fallback(v.optional(v.picklist(PAPER_SIZES)), undefined),
});
export type PrintSearch = v.InferOutput<typeof PrintSearchSchema>;

/** Countries that print on US Letter; everyone else uses A4. */
const LETTER_REGIONS = new Set([
  'US',
  'CA',
  'MX',
  'PH',
  'CL',
  'CO',
  'VE',
  'GT',
  'PR',
  'CR',
  'DO',
  'SV',
  'PA',
]);

/** The paper of the viewer's locale (`en-US` → Letter, `de-DE` → A4), when the link named none. */
export function defaultPaper(locale: string = navigator.language): PaperSize {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return region && LETTER_REGIONS.has(region) ? 'Letter' : 'A4';
  } catch {
    return 'A4';
  }
}
