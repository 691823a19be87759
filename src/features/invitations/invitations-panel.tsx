import { useQuery } from '@tanstack/react-query';
import { invitationQueries } from '../../api/invitations.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { SavedCopyNotice } from '../../ui/saved-copy-notice';
import { InvitationItem } from './invitation-item';
import { TeamInvitationItem } from './team-invitation-item';

/** Pending invitations to tours and teams on the dashboard home; nothing at all when there are none (or offline, unknown). */
export function InvitationsPanel() {
  const isOnline = useIsOnline();
  const invitations = useQuery(invitationQueries.list());
  const pending = invitations.data ?? [];
  if (pending.length === 0) return null;
  return (
    <section aria-labelledby="invitations-heading" className="flex flex-col gap-3">
      <h2 id="invitations-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        Invitations
      </h2>
      <SavedCopyNotice query={invitations} />
      {isOnline ? null : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Answering an invitation needs a connection.
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {pending.map((invitation) =>
          invitation.kind === 'TOUR' ? (
            <InvitationItem key={invitation.id} invitation={invitation} isOnline={isOnline} />
          ) : (
            <TeamInvitationItem key={invitation.id} invitation={invitation} isOnline={isOnline} />
          ),
        )}
      </ul>
    </section>
  );
}
