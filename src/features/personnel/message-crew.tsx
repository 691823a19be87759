import { useId, useState } from 'react';
import { MESSAGES } from '#contract/messages';
import { skipReason } from '#contract/messaging';
import type { TourPersonnelRow } from '../../offline/db';
import { Button } from '../../ui/button';
import { CrewMessagesList } from './crew-messages-list';
import { type CrewRecipient, MessageCrewForm } from './message-crew-form';
import { personnelName } from './personnel-options';

type MessageCrewProps = {
  tourId: string;
  people: readonly TourPersonnelRow[];
  currentUserId: string | undefined;
  isOnline: boolean;
};

/** The people a manager can text: active on the tour, with an account, not the manager themself. */
function recipientsOf(
  people: readonly TourPersonnelRow[],
  currentUserId: string | undefined,
): CrewRecipient[] {
  return people.flatMap((person) =>
    person.status === 'ACTIVE' && person.userId && person.userId !== currentUserId
      ? [{ userId: person.userId, name: personnelName(person), phoneNote: skipReason(person.phoneNumber) }]
      : [],
  );
}

/**
 * "Message crew" (managers): opens the text form. Sending needs the server, so offline the button
 * is disabled with the reason beside it; an open form stays (the text is kept) and shows why.
 */
export function MessageCrew({ tourId, people, currentUserId, isOnline }: MessageCrewProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const reasonId = useId();
  const recipients = recipientsOf(people, currentUserId);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          aria-expanded={open}
          // Only while the panel exists: a reference to a missing id is an accessibility error.
          aria-controls={open ? panelId : undefined}
          aria-describedby={isOnline ? undefined : reasonId}
          disabled={!isOnline && !open}
          onClick={() => setOpen(!open)}
        >
          Message crew
        </Button>
        {isOnline ? null : (
          <p id={reasonId} className="text-sm text-slate-600 dark:text-slate-400">
            Texting the crew needs a connection.
          </p>
        )}
      </div>
      {open ? (
        <div
          id={panelId}
          className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <p className="text-sm text-slate-600 dark:text-slate-400">
            By SMS or WhatsApp to the numbers in people’s profiles. People without a number are skipped.
          </p>
          {recipients.length > 0 ? (
            <MessageCrewForm tourId={tourId} recipients={recipients} />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">{MESSAGES.noUsersToSelect}</p>
          )}
          <CrewMessagesList tourId={tourId} isOnline={isOnline} />
        </div>
      ) : null}
    </div>
  );
}
