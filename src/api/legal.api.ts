import * as v from 'valibot';
import { AcceptanceCheckSchema, type LegalKind } from '#contract/legal';
import { apiRequest } from './client';

const LEGAL_PATHS: Record<LegalKind, string> = { terms: '/terms', privacy: '/privacy-policies' };

export function fetchAcceptance(kind: LegalKind) {
  return apiRequest(`${LEGAL_PATHS[kind]}/acceptance-check`, AcceptanceCheckSchema);
}

export function acceptLegalDocument(kind: LegalKind, documentId: string) {
  // The answer's shape is not pinned; callers refetch the acceptance check instead of reading it.
  return apiRequest(`${LEGAL_PATHS[kind]}/${encodeURIComponent(documentId)}/accept`, v.unknown(), {
    method: 'POST',
  });
}
