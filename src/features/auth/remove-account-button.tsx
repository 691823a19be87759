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
      action={deleteAccount}
      onDone={() => endSession('account-removed')}
    >
      Remove account
    </ConfirmButton>
  );
}
