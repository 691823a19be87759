import * as v from 'valibot';

/** Terms and conditions and privacy policies share one shape; each kind has its own routes. */
export const LEGAL_KINDS = ['terms', 'privacy'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

export const LegalDocumentSchema = v.object({
  id: v.string(),
  kind: v.picklist(LEGAL_KINDS),
  version: v.string(),
  title: v.string(),
  body: v.string(),
  publishedAt: v.string(),
  accepted: v.boolean(),
});
export type LegalDocument = v.InferOutput<typeof LegalDocumentSchema>;

export const AcceptanceCheckSchema = v.object({
  accepted: v.boolean(),
  current: v.nullable(LegalDocumentSchema),
});
export type AcceptanceCheck = v.InferOutput<typeof AcceptanceCheckSchema>;
