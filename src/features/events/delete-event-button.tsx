import { mutate } from '../../offline/user-sync';
import { ConfirmButton } from '../../ui/confirm-button';

/** Deletes an event after the manager confirms; works offline like every daysheet edit. */
export function DeleteEventButton({ eventId, title }: { eventId: string; title: string }) {
  return (
    <ConfirmButton
      aria-label={`Delete ${title}`}
      title={`Delete ${title}?`}
      confirmLabel="Delete event"
      explanation={<p>The event is removed from the daysheet for everyone on the tour.</p>}
      action={() => mutate('event.delete', { id: eventId })}
      success="Event deleted"
      failure="toast"
    >
      Delete
    </ConfirmButton>
  );
}
