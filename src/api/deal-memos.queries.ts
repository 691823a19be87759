import { queryOptions } from '@tanstack/react-query';
import { fetchDealMemo, fetchDealMemos } from './deal-memos.api';

/** Query keys and options for deal memos; the only place these keys are spelled. */
export const dealMemoQueries = {
  all: ['deal-memos'] as const,
  ofMember: (teamId: string, memberId: string) => [...dealMemoQueries.all, teamId, memberId] as const,
  list: (teamId: string, memberId: string) =>
    queryOptions({
      queryKey: [...dealMemoQueries.ofMember(teamId, memberId), 'list'] as const,
      queryFn: () => fetchDealMemos(teamId, memberId),
    }),
  detail: (teamId: string, memberId: string, memoId: string) =>
    queryOptions({
      queryKey: [...dealMemoQueries.ofMember(teamId, memberId), 'memo', memoId] as const,
      queryFn: () => fetchDealMemo(teamId, memberId, memoId),
    }),
};
