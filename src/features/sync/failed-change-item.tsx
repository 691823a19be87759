import { useState } from 'react';
import { toast } from 'sonner';
import type { OutboxRow } from '../../offline/db';
import { discard, retry } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { describeChange } from './describe-change';

/** One change the server refused: what it was, why, and the user's two ways out. */
export function FailedChangeItem({ row }: { row: OutboxRow }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const description = describeChange(row);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setIsBusy(true);
    try {
      await action();
      toast.success(done);
    } catch {
      toast.error('That did not work. Please try again.');
    } finally {
      setIsBusy(false);
      setIsConfirming(false);
    }
  };

  return (
    <li className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-3 dark:border-red-900 dark:bg-red-950/40">
      <p className="font-medium text-slate-900 break-words dark:text-white">{description}</p>
      <p className="text-sm text-red-800 dark:text-red-200">
        {row.error?.message ?? 'The server did not accept this change.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={isBusy}
          aria-label={`Retry: ${description}`}
          onClick={() => void run(() => retry(row.mutationId), 'Sending the change again')}
        >
          Retry
        </Button>
        <Button
          variant="ghost"
          disabled={isBusy}
          aria-label={`Discard: ${description}`}
          onClick={() => setIsConfirming(true)}
        >
          Discard
        </Button>
      </div>
      <ConfirmDialog
        open={isConfirming}
        title="Discard this change?"
        confirmLabel="Discard change"
        isPending={isBusy}
        onConfirm={() => void run(() => discard(row.mutationId), 'Change discarded')}
        onCancel={() => setIsConfirming(false)}
      >
        <p>
          {description} is removed from this device and the server’s version is shown again. This cannot be
          undone.
        </p>
      </ConfirmDialog>
    </li>
  );
}
