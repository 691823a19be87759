import { useState } from 'react';
import type { EventRow, TourPersonnelRow } from '../../offline/db';
import { usePendingIds } from '../../offline/use-pending-ids';
import { useUserDb } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { downloadCsv, guestListCsv } from './guest-list-csv';
import { GuestRequestForm } from './guest-request-form';
import { GuestRequestItem } from './guest-request-item';
import { useShowGuestList } from './use-show-guest-list';

type GuestListPanelProps = { show: EventRow; personnel: readonly TourPersonnelRow[]; manager: boolean };

/** One show's guest list: members see their own requests, managers all of them with totals. */
export function GuestListPanel({ show, personnel, manager }: GuestListPanelProps) {
  const { requests, totals } = useShowGuestList(show.id, personnel);
  const pendingIds = usePendingIds();
  const userId = useUserDb()?.userId;
  const [isAsking, setIsAsking] = useState(false);
  const [doorMode, setDoorMode] = useState(false);
  const headingId = `guest-list-${show.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
          Guest list · {show.title}
        </h3>
        <div className="flex flex-wrap gap-2 print:hidden">
          {!isAsking ? (
            <Button variant="secondary" onClick={() => setIsAsking(true)}>
              Request guests
            </Button>
          ) : null}
          {manager ? (
            <>
              <Button variant="secondary" aria-pressed={doorMode} onClick={() => setDoorMode(!doorMode)}>
                {doorMode ? 'Leave door mode' : 'Door mode'}
              </Button>
              <Button
                variant="ghost"
                onClick={() => downloadCsv(`guest-list-${show.title}.csv`, guestListCsv(requests))}
              >
                Export CSV
              </Button>
            </>
          ) : null}
        </div>
      </div>
      {manager ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Requested {totals.requested} · Approved {totals.approved} · Checked in {totals.checkedIn}
        </p>
      ) : null}
      {isAsking ? <GuestRequestForm eventId={show.id} onDone={() => setIsAsking(false)} /> : null}
      {requests.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {manager ? 'No guest requests for this show yet.' : 'You have not asked for guests yet.'}
        </p>
      ) : (
        <ul aria-label={`Guest requests for ${show.title}`} className="flex flex-col gap-2">
          {requests.map((request) => (
            <GuestRequestItem
              key={request.id}
              request={request}
              manager={manager}
              own={request.requesterUserId === userId}
              doorMode={doorMode}
              isPending={pendingIds.has(request.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
