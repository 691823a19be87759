import { useState } from 'react';
import { toast } from 'sonner';
import {
  DELIVERY_METHOD_LABELS,
  GUEST_LIST_STATUS_LABELS,
  type GuestListStatus,
} from '#contract/guest-lists';
import { errorMessage } from '../../api/api-error';
import { mutate } from '../../offline/user-sync';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { PendingMarker } from '../../ui/pending-marker';
import { GuestRequestForm } from './guest-request-form';
import type { GuestRequest } from './use-show-guest-list';

type GuestRequestItemProps = {
  request: GuestRequest;
  manager: boolean;
  /** The request is the signed-in person's own: they may change it while it is pending. */
  own: boolean;
  doorMode: boolean;
  isPending: boolean;
};

const TONE: Record<GuestListStatus, 'neutral' | 'accent' | 'warning'> = {
  PENDING: 'neutral',
  APPROVED: 'accent',
  DECLINED: 'warning',
};

async function write(run: () => Promise<string>, done: string) {
  try {
    await run();
    toast.success(done);
  } catch (error) {
    toast.error(errorMessage(error));
  }
}

/** One request: who, how many, how; its requester edits it while pending; managers decide and check guests in. */
export function GuestRequestItem({ request, manager, own, doorMode, isPending }: GuestRequestItemProps) {
  const [isEditing, setIsEditing] = useState(false);
  const guest = `${request.firstName} ${request.lastName}`;
  const left = request.quantity - request.checkedIn;
  const setStatus = (status: GuestListStatus, done: string) =>
    write(() => mutate('guestList.setStatus', { id: request.id, status }), done);
  const checkIn = (count: number) =>
    write(() => mutate('guestList.checkIn', { id: request.id, count }), `${guest} checked in`);
  // A decision (perhaps pulled while the form was open) ends editing: the server refuses it anyway.
  if (isEditing && own && request.status === 'PENDING') {
    return (
      <li aria-label={guest}>
        <GuestRequestForm eventId={request.eventId} request={request} onDone={() => setIsEditing(false)} />
      </li>
    );
  }
  return (
    <li
      aria-label={guest}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900 dark:text-white">{guest}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">× {request.quantity}</span>
        <Badge tone={TONE[request.status]}>{GUEST_LIST_STATUS_LABELS[request.status]}</Badge>
        {isPending ? <PendingMarker /> : null}
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {DELIVERY_METHOD_LABELS[request.deliveryMethod]}
        {manager ? ` · asked by ${request.requesterName}` : ''}
        {request.status === 'APPROVED' ? ` · ${request.checkedIn} of ${request.quantity} checked in` : ''}
      </p>
      {request.notes ? (
        <p className="whitespace-pre-wrap text-sm text-slate-600 dark:text-slate-400">{request.notes}</p>
      ) : null}
      {!doorMode && request.status === 'PENDING' && (manager || own) ? (
        <div className="flex gap-2 print:hidden">
          {own ? (
            <Button variant="secondary" aria-label={`Edit ${guest}`} onClick={() => setIsEditing(true)}>
              Edit
            </Button>
          ) : null}
          {manager ? (
            <>
              <Button
                variant="secondary"
                aria-label={`Approve ${guest}`}
                onClick={() => setStatus('APPROVED', 'Approved')}
              >
                Approve
              </Button>
              <Button
                variant="ghost"
                aria-label={`Decline ${guest}`}
                onClick={() => setStatus('DECLINED', 'Declined')}
              >
                Decline
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      {manager && doorMode && request.status === 'APPROVED' ? (
        <div className="flex gap-2 print:hidden">
          <Button
            aria-label={`Check in one guest of ${guest}`}
            disabled={left === 0}
            onClick={() => checkIn(1)}
          >
            Check in +1
          </Button>
          <Button
            variant="secondary"
            aria-label={`Check in all guests of ${guest}`}
            disabled={left === 0}
            onClick={() => checkIn(left)}
          >
            Check in all
          </Button>
          {request.checkedIn > 0 ? (
            <Button variant="ghost" aria-label={`Undo a check-in of ${guest}`} onClick={() => checkIn(-1)}>
              Undo
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
