import { queryOptions } from '@tanstack/react-query';
import type { LegalKind } from '#contract/legal';
import { fetchAcceptance } from './legal.api';

export const legalQueries = {
  all: ['legal'] as const,
  acceptance: (kind: LegalKind) =>
    queryOptions({
      queryKey: [...legalQueries.all, kind, 'acceptance'] as const,
      queryFn: () => fetchAcceptance(kind),
    }),
};
