import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { TeamInvitation } from '#contract/invitations';
import { errorMessage } from '../../api/api-error';
import { invitationQueries } from '../../api/invitations.queries';
import { acceptTeamInvitation, declineTeamInvitation } from '../../api/teams.api';
import { teamQueries } from '../../api/teams.queries';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';

/** An invitation to a workspace team, with Accept / Decline (online only). */
export function TeamInvitationItem({
  invitation,
  isOnline,
}: {
  invitation: TeamInvitation;
  isOnline: boolean;
}) {
  const queryClient = useQueryClient();
  const answered = (message: string) => async () => {
    toast.success(message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: invitationQueries.all }),
      queryClient.invalidateQueries({ queryKey: teamQueries.all }),
    ]);
  };
  const accept = useMutation({
    mutationFn: () => acceptTeamInvitation(invitation.id),
    onSuccess: answered(`You joined ${invitation.teamName}`),
  });
  const decline = useMutation({
    mutationFn: () => declineTeamInvitation(invitation.id),
    onSuccess: answered(`You declined ${invitation.teamName}`),
  });
  const isPending = accept.isPending || decline.isPending;
  const failure = accept.error ?? decline.error;
  const by = invitation.invitedBy;
  const inviter = by ? [by.firstName, by.lastName].filter(Boolean).join(' ') || by.email : null;
  return (
    <li
      aria-label={`Invitation to the team ${invitation.teamName}`}
      className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-amber-900/60 dark:bg-amber-950/30"
    >
      <div className="min-w-0">
        <p className="font-semibold text-slate-900 dark:text-white">
          Team {invitation.teamName}{' '}
          <span className="font-normal text-slate-600 dark:text-slate-400">· {invitation.workspaceName}</span>
        </p>
        {invitation.position ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">{invitation.position}</p>
        ) : null}
        {inviter ? <p className="text-sm text-slate-600 dark:text-slate-400">Invited by {inviter}</p> : null}
        {failure ? <FormAlert message={errorMessage(failure)} /> : null}
      </div>
      <div className="flex gap-2">
        <Button
          variant="ghost"
          disabled={!isOnline || isPending}
          isPending={decline.isPending}
          onClick={() => {
            accept.reset();
            decline.mutate();
          }}
        >
          Decline
        </Button>
        <Button
          disabled={!isOnline || isPending}
          isPending={accept.isPending}
          onClick={() => {
            decline.reset();
            accept.mutate();
          }}
        >
          Accept
        </Button>
      </div>
    </li>
  );
}
