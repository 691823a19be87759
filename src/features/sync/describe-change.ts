import type { OutboxRow } from '../../offline/db';
import { rowMutation } from '../../offline/outbox';
import { describeMutation } from '../../offline/writes/index';

/**
 * What a queued write was, in the user's words, for the failed-changes panel. The words of each
 * write are part of its declaration (src/offline/writes/<area>.ts).
 */
export function describeChange(row: Pick<OutboxRow, 'name' | 'args'>): string {
  const mutation = rowMutation(row);
  if (!mutation) return 'A change this version of the app cannot read';
  return describeMutation(mutation);
}
