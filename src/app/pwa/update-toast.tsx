import { useEffect } from 'react';
import { toast } from 'sonner';
import { useDirtyForms } from '../../lib/dirty-forms';
import { useSyncStatus } from '../../offline/sync-status';
import { applyUpdate, useUpdateWaiting } from './sw-update';

const TOAST_ID = 'pwa-update';

/**
 * "New version available" with a Reload action. While the outbox is sending or holds changes, or
 * a form has unsaved input, Reload is disabled with a note saying why.
 */
export function UpdateToast() {
  const waiting = useUpdateWaiting();
  const { syncing, pending } = useSyncStatus();
  const dirtyForms = useDirtyForms();
  const reason =
    syncing || pending > 0
      ? 'Reload when your changes have finished syncing.'
      : dirtyForms > 0
        ? 'Save or cancel the open form to reload.'
        : null;

  useEffect(() => {
    if (!waiting) return;
    toast('New version available', {
      id: TOAST_ID,
      duration: Number.POSITIVE_INFINITY,
      description: reason ?? 'Reload to start using it.',
      action: (
        <button
          type="button"
          disabled={reason !== null}
          className="rounded-md bg-slate-900 px-3 py-1 text-sm font-medium text-white disabled:opacity-50 dark:bg-white dark:text-slate-900"
          onClick={() => void applyUpdate()}
        >
          Reload
        </button>
      ),
    });
  }, [waiting, reason]);

  return null;
}
