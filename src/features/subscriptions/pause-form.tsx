import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '../../api/api-error';
import { pauseSubscription } from '../../api/subscriptions.api';
import { subscriptionQueries } from '../../api/subscriptions.queries';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';

/** Pause, optionally until a day; left empty it stays paused until resumed. */
export function PauseForm({ subscriptionId, disabled }: { subscriptionId: string; disabled: boolean }) {
  const queryClient = useQueryClient();
  const [pauseUntil, setPauseUntil] = useState('');
  const pause = useMutation({
    mutationFn: () => pauseSubscription(subscriptionId, pauseUntil),
    onSuccess: async () => {
      toast.success(pauseUntil ? 'Subscription paused until the date chosen' : 'Subscription paused');
      await queryClient.invalidateQueries({ queryKey: subscriptionQueries.all });
    },
  });
  const fieldError =
    isApiError(pause.error) && pause.error.fields.pauseUntil ? pause.error.fields.pauseUntil : undefined;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        pause.mutate();
      }}
    >
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label="Pause until"
          type="date"
          value={pauseUntil}
          onChange={(event) => setPauseUntil(event.target.value)}
          error={fieldError}
          description="Leave empty to pause until you resume."
        />
        <Button type="submit" variant="secondary" isPending={pause.isPending} disabled={disabled}>
          Pause
        </Button>
      </div>
      {pause.isError && !fieldError ? <FormAlert message={errorMessage(pause.error)} /> : null}
    </form>
  );
}
