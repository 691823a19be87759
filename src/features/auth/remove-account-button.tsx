import { deleteAccount } from '../../api/auth.api';
import { endSession } from '../../api/session';
import { ConfirmButton } from '../../ui/confirm-button';

export function RemoveAccountButton({ className }: { className: string }) {
  return (
    <ConfirmButton
      plainClassName={className}
      title="Remove your account?"
      confirmLabel="Remove my account"
      explanation={<p>Your profile and sign-in are deleted for good. This cannot be undone.</p>}
      // Ended inside the action, not in onDone: the removal ends the sessions on the server, and the
      // live channel's next pull may hear of it first and leave this screen (unmounting the button,
      // whose onDone would then never run) before the answer arrives here.
      action={async () => {
        await deleteAccount();
        endSession('account-removed');
      }}
    >
      Remove account
    </ConfirmButton>
  );
}
