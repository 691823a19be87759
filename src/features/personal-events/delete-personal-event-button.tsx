import { useQueryClient } from '@tanstack/react-query';
import type { PersonalEvent } from '#contract/personal-events';
import { calendarQueries } from '../../api/calendar.queries';
import { deletePersonalEvent } from '../../api/personal-events.api';
import { personalEventQueries } from '../../api/personal-events.queries';
import { ConfirmButton } from '../../ui/confirm-button';

type DeletePersonalEventButtonProps = { event: PersonalEvent; onDeleted: () => void };

export function DeletePersonalEventButton({ event, onDeleted }: DeletePersonalEventButtonProps) {
  const queryClient = useQueryClient();
  return (
    <ConfirmButton
      variant="secondary"
      title={`Delete ${event.title}?`}
      confirmLabel="Delete event"
      explanation={<p>It disappears from your calendar. Only you could see it.</p>}
      action={() => deletePersonalEvent(event.id)}
      success="Personal event deleted"
      onDone={async () => {
        queryClient.removeQueries({ queryKey: personalEventQueries.detail(event.id).queryKey });
        await queryClient.invalidateQueries({ queryKey: calendarQueries.all });
        onDeleted();
      }}
    >
      Delete
    </ConfirmButton>
  );
}
