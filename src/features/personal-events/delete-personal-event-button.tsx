import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { PersonalEvent } from '#contract/personal-events';
import { errorMessage } from '../../api/api-error';
import { calendarQueries } from '../../api/calendar.queries';
import { deletePersonalEvent } from '../../api/personal-events.api';
import { personalEventQueries } from '../../api/personal-events.queries';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';

type DeletePersonalEventButtonProps = { event: PersonalEvent; onDeleted: () => void };

export function DeletePersonalEventButton({ event, onDeleted }: DeletePersonalEventButtonProps) {
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deletePersonalEvent(event.id),
    networkMode: 'always',
    onSuccess: async () => {
      setIsConfirming(false);
      toast.success('Personal event deleted');
      queryClient.removeQueries({ queryKey: personalEventQueries.detail(event.id).queryKey });
      await queryClient.invalidateQueries({ queryKey: calendarQueries.all });
      onDeleted();
    },
  });

  return (
    <>
      <Button variant="secondary" onClick={() => setIsConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title={`Delete ${event.title}?`}
        confirmLabel="Delete event"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => {
          remove.reset();
          setIsConfirming(false);
        }}
      >
        <p>It disappears from your calendar. Only you could see it.</p>
        {remove.isError ? (
          <div className="mt-3">
            <FormAlert message={errorMessage(remove.error)} />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
