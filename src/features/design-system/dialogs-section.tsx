import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { Button } from '../../ui/button';
import { ConfirmButton } from '../../ui/confirm-button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { PanelTheme } from './theme-pair';

/** Refused as the server refuses, so the dialog shows how a failure stays in it. */
const refuse = () =>
  Promise.reject(
    new ApiError({
      status: 409,
      code: 'conflict',
      message: 'Casey is on a show today: this is only a demo.',
    }),
  );

/** The confirmation dialog, opened for real: through `ConfirmButton` (as destructive buttons are) and directly. */
export function DialogsSection({ theme }: { theme: PanelTheme }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ConfirmButton
        variant="danger"
        aria-label={`Delete Summer tour (${theme})`}
        title="Delete Summer tour?"
        confirmLabel="Delete tour"
        explanation="Nothing is deleted here: the dialog closes and a toast says it worked."
        action={() => Promise.resolve()}
        success="Summer tour deleted (not really)"
      >
        Delete
      </ConfirmButton>
      <ConfirmButton
        variant="secondary"
        aria-label={`Remove Casey (${theme}, fails)`}
        title="Remove Casey?"
        confirmLabel="Remove"
        explanation="This one fails, and the failure stays in the dialog."
        action={refuse}
      >
        Remove (fails)
      </ConfirmButton>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Open a dialog
      </Button>
      <ConfirmDialog
        open={open}
        title="Leave the tour?"
        confirmLabel="Leave"
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      >
        A plain ConfirmDialog, as ConfirmButton draws it.
      </ConfirmDialog>
    </div>
  );
}
