import { useEffect, useRef } from 'react';
import type { OutboxRow } from '../../offline/db';
import { Button } from '../../ui/button';
import { FailedChangeItem } from './failed-change-item';

type FailedChangesPanelProps = { id: string; rows: readonly OutboxRow[]; onClose: () => void };

/** The changes the server refused, each with Retry and Discard; nothing goes without the user. */
export function FailedChangesPanel({ id, rows, onClose }: FailedChangesPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="fixed inset-x-2 top-16 z-30 flex max-h-[70dvh] flex-col gap-3 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-4 shadow-xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-12 sm:w-96 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-2">
        <h2
          id={`${id}-title`}
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold text-slate-900 dark:text-white"
        >
          Changes that failed to sync
        </h2>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The server did not accept these. Retry sends a change again; Discard drops it from this device.
      </p>
      <ul aria-label="Failed changes" className="flex flex-col gap-2">
        {rows.map((row) => (
          <FailedChangeItem key={row.mutationId} row={row} />
        ))}
      </ul>
    </section>
  );
}
