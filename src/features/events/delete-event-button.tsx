import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../api/api-error';
import { mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';

/** Deletes an event after the manager confirms; works offline like every daysheet edit. */
export function DeleteEventButton({ eventId, title }: { eventId: string; title: string }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = async () => {
    try {
      await mutate('event.delete', { id: eventId });
      toast.success('Event deleted');
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setIsConfirming(false);
    }
  };
  return (
    <>
      <Button variant="ghost" aria-label={`Delete ${title}`} onClick={() => setIsConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title={`Delete ${title}?`}
        confirmLabel="Delete event"
        onConfirm={() => void remove()}
        onCancel={() => setIsConfirming(false)}
      >
        <p>The event is removed from the daysheet for everyone on the tour.</p>
      </ConfirmDialog>
    </>
  );
}
