import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { useIsOnline } from '../lib/use-is-online';
import { StatusNotice } from './status-notice';

type SavedCopyQuery = Pick<UseQueryResult, 'data' | 'dataUpdatedAt' | 'error'>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * '14:32' today, '24 Nov, 14:32' on another day (the device's clock). By hand, not date-fns: the
 * dashboard shows this notice, and the signed-in start must not carry date-fns (docs/benchmarks.md).
 */
export function formatSavedAt(savedAt: number, now: Date = new Date()): string {
  const at = new Date(savedAt);
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  const sameDay =
    at.getFullYear() === now.getFullYear() &&
    at.getMonth() === now.getMonth() &&
    at.getDate() === now.getDate();
  return sameDay ? time : `${at.getDate()} ${MONTHS[at.getMonth()]}, ${time}`;
}

/** True when the screen shows an answer the server did not just confirm: offline, or its refresh failed. */
export function useShowsSavedCopy(query: SavedCopyQuery): boolean {
  const online = useIsOnline();
  return query.data !== undefined && (!online || query.error !== null);
}

type SavedCopyNoticeProps = {
  query: SavedCopyQuery;
  /** What else the screen shows from the device, said after the saved time. */
  note?: string;
  /** Shown offline even without a saved answer (the screen has a device copy of its own). */
  deviceCopy?: boolean;
};

/**
 * Marks a screen that shows its last answer instead of a fresh one (a saved copy from the persisted
 * query cache, src/app/query-persistence.ts), so nobody mistakes it for the current state.
 */
export function SavedCopyNotice({ query, note, deviceCopy = false }: SavedCopyNoticeProps) {
  const online = useIsOnline();
  const showsSavedCopy = useShowsSavedCopy(query);
  if (!showsSavedCopy && !(deviceCopy && !online)) return null;
  const offline = !online || (isApiError(query.error) && query.error.code === 'network_error');
  const why = offline ? 'offline' : 'could not refresh';
  const head =
    query.data !== undefined && query.dataUpdatedAt > 0
      ? `Saved copy from ${formatSavedAt(query.dataUpdatedAt)} — ${why}`
      : `This device's copy — ${why}`;
  return (
    <StatusNotice>
      {head}
      {note ? `. ${note}` : null}
    </StatusNotice>
  );
}
