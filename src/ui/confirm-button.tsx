import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../api/api-error';
import type { MirrorFollowUp } from '../api/mirrored-write';
import { Button, type ButtonVariant } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { FormAlert } from './form-alert';

type ConfirmButtonProps<T> = {
  /** The button's text. */
  children: ReactNode;
  /** Its accessible name when the text alone is ambiguous in a list ("Delete" → "Delete Setlist.pdf"). */
  'aria-label'?: string;
  variant?: ButtonVariant;
  /** A plain `<button>` with these classes instead of a `Button` (menu items style their own). */
  plainClassName?: string;
  disabled?: boolean;
  /** The question, the dialog's heading: "Delete Summer tour?". */
  title: string;
  confirmLabel: string;
  /** What the action does, in the dialog. */
  explanation: ReactNode;
  /** The work. Pending shows on the confirm button; the dialog closes when it succeeded. */
  action: () => Promise<T>;
  /** A REST write that changes mirrored rows (src/api/mirrored-write.ts). */
  changesMirror?: MirrorFollowUp;
  /** Toasted once the action succeeded. */
  success?: string;
  /** After success, the dialog closed and the toast shown: cache updates, navigation. */
  onDone?: (result: T) => unknown;
  /**
   * Where a failure shows: `dialog` (default) keeps the dialog open with the message, for writes
   * to the server; `toast` closes it and toasts — for writes to this device, which rarely fail.
   */
  failure?: 'dialog' | 'toast';
  /** The toast's text for a failure instead of the error's own message. */
  failureMessage?: string;
};

/** A destructive action behind a confirmation: the button, the dialog, pending, success and failure. */
export function ConfirmButton<T>({
  children,
  'aria-label': ariaLabel,
  variant = 'ghost',
  plainClassName,
  disabled,
  title,
  confirmLabel,
  explanation,
  action,
  changesMirror,
  success,
  onDone,
  failure = 'dialog',
  failureMessage,
}: ConfirmButtonProps<T>) {
  const [isConfirming, setIsConfirming] = useState(false);
  const run = useMutation({
    mutationFn: action,
    meta: { changesMirror },
    onSuccess: async (result) => {
      setIsConfirming(false);
      if (success) toast.success(success);
      await onDone?.(result);
    },
    onError: (error) => {
      if (failure === 'dialog') return;
      setIsConfirming(false);
      toast.error(failureMessage ?? errorMessage(error));
    },
  });
  const open = () => setIsConfirming(true);

  return (
    <>
      {plainClassName ? (
        <button
          type="button"
          className={plainClassName}
          aria-label={ariaLabel}
          disabled={disabled}
          onClick={open}
        >
          {children}
        </button>
      ) : (
        <Button variant={variant} aria-label={ariaLabel} disabled={disabled} onClick={open}>
          {children}
        </Button>
      )}
      <ConfirmDialog
        open={isConfirming}
        title={title}
        confirmLabel={confirmLabel}
        isPending={run.isPending}
        onConfirm={() => run.mutate()}
        onCancel={() => {
          run.reset();
          setIsConfirming(false);
        }}
      >
        {explanation}
        {failure === 'dialog' && run.isError ? (
          <div className="mt-3">
            <FormAlert message={errorMessage(run.error)} />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
