import { useId, useState } from 'react';
import { countOf } from '../../lib/plural';
import { pullPercent, type SyncStatus, useSyncStatus } from '../../offline/sync-status';
import { useUserDb } from '../../offline/user-sync';
import { FailedChangesPanel } from './failed-changes-panel';

type Tone = 'offline' | 'busy' | 'waiting' | 'saved';

export function statusLine(status: SyncStatus, isOpen: boolean): { text: string; tone: Tone } | null {
  const waiting = status.pending > 0 ? `${countOf(status.pending, 'change')} waiting` : null;
  if (!isOpen) return { text: 'Syncing…', tone: 'busy' };
  if (!status.online) return { text: waiting ? `Offline · ${waiting}` : 'Offline', tone: 'offline' };
  if (status.syncing) {
    // A long pull (a first sync on a venue's Wi-Fi) says how far it is.
    const share = status.pullShare === null ? '' : ` ${pullPercent(status.pullShare)}`;
    return { text: `Syncing…${share}`, tone: 'busy' };
  }
  if (waiting) return { text: waiting, tone: 'waiting' };
  if (status.failed.length > 0) return null;
  return { text: 'All changes saved', tone: 'saved' };
}

/**
 * Never animated: a sync can last minutes (a first sync at a venue), and an endless animation makes
 * the compositor draw a frame 60 times a second for all of it. The pulse this dot had cost a first
 * sync 16 % of its time on a 2-core machine (docs/benchmarks.md); the text says how far it is.
 */
export const DOT_CLASSES: Record<Tone, string> = {
  offline: 'bg-slate-400',
  busy: 'bg-amber-500',
  waiting: 'bg-amber-500',
  saved: 'bg-emerald-500',
};

/** The header's sync state, always visible (docs/offline-client.md): offline, waiting, syncing, saved, failed. */
export function SyncIndicator() {
  const status = useSyncStatus();
  const db = useUserDb();
  const [isPanelOpen, setIsPanelOpen] = useState(false);
  const panelId = useId();
  const shown = statusLine(status, db !== null);
  const failed = status.failed.length;

  return (
    <div className="relative flex min-w-0 items-center print:hidden">
      <div
        role="status"
        aria-label="Sync status"
        className="flex min-w-0 items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
      >
        {shown ? (
          <span className="flex min-w-0 items-center gap-2">
            <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${DOT_CLASSES[shown.tone]}`} />
            <span className="truncate">{shown.text}</span>
          </span>
        ) : null}
        {failed > 0 ? (
          <button
            type="button"
            aria-expanded={isPanelOpen}
            aria-controls={isPanelOpen ? panelId : undefined}
            onClick={() => setIsPanelOpen((open) => !open)}
            className="min-h-11 shrink-0 rounded-lg px-2 font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-amber-500 dark:text-red-400 dark:hover:bg-red-950/40"
          >
            {countOf(failed, 'change')} failed
          </button>
        ) : null}
      </div>
      {isPanelOpen && failed > 0 ? (
        <FailedChangesPanel id={panelId} rows={status.failed} onClose={() => setIsPanelOpen(false)} />
      ) : null}
    </div>
  );
}
