import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { TourInvitation } from '#contract/invitations';
import { PROJECT_ROLE_LABELS } from '#contract/roles';
import { errorMessage } from '../../api/api-error';
import { acceptTourInvitation, declineTourInvitation } from '../../api/invitations.api';
import { invitationQueries } from '../../api/invitations.queries';
import { tourQueries } from '../../api/tours.queries';
import { formatDateRange } from '../../lib/format-dates';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';

type Answer = 'accept' | 'decline';

const inviterName = ({ invitedBy }: TourInvitation) =>
  invitedBy ? [invitedBy.firstName, invitedBy.lastName].filter(Boolean).join(' ') || invitedBy.email : null;

/** One invitation with Accept / Decline; an accepted tour is pulled into the mirror before it says so. */
export function InvitationItem({ invitation, isOnline }: { invitation: TourInvitation; isOnline: boolean }) {
  const queryClient = useQueryClient();
  const answered = (message: string) => async () => {
    toast.success(message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: invitationQueries.all }),
      queryClient.invalidateQueries({ queryKey: tourQueries.all }),
    ]);
  };
  const accept = useMutation({
    mutationFn: () => acceptTourInvitation(invitation.id),
    // The accepted tour is in the mirror before "You joined" shows.
    meta: { changesMirror: 'await-pull' },
    onSuccess: answered(`You joined ${invitation.tourName}`),
  });
  const decline = useMutation({
    mutationFn: () => declineTourInvitation(invitation.id),
    onSuccess: answered(`You declined ${invitation.tourName}`),
  });
  // One answer at a time; the last one's failure is what shows.
  const isPending = accept.isPending || decline.isPending;
  const failure = accept.error ?? decline.error;
  const answer = (choice: Answer) => {
    const [chosen, other] = choice === 'accept' ? [accept, decline] : [decline, accept];
    other.reset();
    chosen.mutate();
  };
  const by = inviterName(invitation);
  const role = [PROJECT_ROLE_LABELS[invitation.role], invitation.roleTitle].filter(Boolean).join(' · ');

  return (
    <li
      aria-label={`Invitation to ${invitation.tourName}`}
      className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-amber-900/60 dark:bg-amber-950/30"
    >
      <div className="min-w-0">
        <p className="font-semibold text-slate-900 dark:text-white">
          {invitation.tourName}{' '}
          <span className="font-normal text-slate-600 dark:text-slate-400">· {invitation.artistName}</span>
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {formatDateRange(invitation.startDate, invitation.endDate)} · {role}
        </p>
        {by ? <p className="text-sm text-slate-600 dark:text-slate-400">Invited by {by}</p> : null}
        {failure ? <FormAlert message={errorMessage(failure)} /> : null}
      </div>
      <div className="flex gap-2">
        <Button
          variant="ghost"
          disabled={!isOnline || isPending}
          isPending={decline.isPending}
          onClick={() => answer('decline')}
        >
          Decline
        </Button>
        <Button
          disabled={!isOnline || isPending}
          isPending={accept.isPending}
          onClick={() => answer('accept')}
        >
          Accept
        </Button>
      </div>
    </li>
  );
}
