import * as v from 'valibot';
import { DealMemoSchema, type IssueDealMemo } from '#contract/deal-memos';
import { errorFromResponse, networkError } from './api-error';
import { apiRequest, sendInSession } from './client';
import { API_TIMEOUT_MS } from './timeouts';

/** Deal memos: issued and read on the server, through TanStack Query (not mirrored). */
const memosPath = (teamId: string, memberId: string) =>
  `/workspace-teams/${encodeURIComponent(teamId)}/members/${encodeURIComponent(memberId)}/deal-memos`;

export const fetchDealMemos = (teamId: string, memberId: string) =>
  apiRequest(memosPath(teamId, memberId), v.array(DealMemoSchema));

export const fetchDealMemo = (teamId: string, memberId: string, memoId: string) =>
  apiRequest(`${memosPath(teamId, memberId)}/${encodeURIComponent(memoId)}`, DealMemoSchema);

export const issueDealMemo = (teamId: string, memberId: string, input: Partial<IssueDealMemo>) =>
  apiRequest(memosPath(teamId, memberId), DealMemoSchema, { method: 'POST', body: input });

/**
 * A download's bytes (under /api): it needs the Authorization header like every call, so it is
 * fetched here and handed to the browser as a blob.
 */
export async function fetchDownload(path: string): Promise<Blob> {
  const response = await sendInSession(async (authToken) => {
    try {
      return await fetch(`/api${path}`, {
        headers: authToken ? { Authorization: `Bearer ${authToken}` } : {},
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
    } catch {
      throw networkError();
    }
  });
  if (!response.ok) throw await errorFromResponse(response);
  return response.blob();
}

export const fetchDealMemoPdf = (teamId: string, memberId: string, memoId: string) =>
  fetchDownload(`${memosPath(teamId, memberId)}/${encodeURIComponent(memoId)}/pdf`);
