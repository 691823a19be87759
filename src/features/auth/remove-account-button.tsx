import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { deleteAccount } from '../../api/auth.api';
import { endSession } from '../../api/session';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';

export function RemoveAccountButton({ className }: { className: string }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const removeAccount = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => endSession('account-removed'),
  });

  return (
    <>
      <button type="button" className={className} onClick={() => setIsConfirming(true)}>
        Remove account
      </button>
      <ConfirmDialog
        open={isConfirming}
        title="Remove your account?"
        confirmLabel="Remove my account"
        isPending={removeAccount.isPending}
        onConfirm={() => removeAccount.mutate()}
        onCancel={() => {
          removeAccount.reset();
          setIsConfirming(false);
        }}
      >
        <p>Your profile and sign-in are deleted for good. This cannot be undone.</p>
        {removeAccount.isError ? (
          <div className="mt-3">
            <FormAlert message={errorMessage(removeAccount.error)} />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
