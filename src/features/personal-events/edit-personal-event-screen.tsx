import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { calendarQueries } from '../../api/calendar.queries';
import { updatePersonalEvent } from '../../api/personal-events.api';
import { personalEventQueries } from '../../api/personal-events.queries';
import { Button } from '../../ui/button';
import { LoadState } from '../../ui/load-state';
import { DeletePersonalEventButton } from './delete-personal-event-button';
import { PersonalEventForm } from './personal-event-form';
import {
  type PersonalEventFormValues,
  personalEventFormDefaults,
  toPersonalEventInput,
} from './personal-event-form-schema';
import { PersonalEventFrame } from './personal-event-frame';

type EditPersonalEventScreenProps = {
  eventId: string;
  /** Back to the calendar, at this date; none when the event is gone. */
  onDone: (date?: string) => void;
};

export function EditPersonalEventScreen({ eventId, onDone }: EditPersonalEventScreenProps) {
  const queryClient = useQueryClient();
  const event = useQuery(personalEventQueries.detail(eventId));
  const save = useMutation({
    mutationFn: (values: PersonalEventFormValues) =>
      updatePersonalEvent(eventId, toPersonalEventInput(values)),
    onSuccess: async (updated, values) => {
      queryClient.setQueryData(personalEventQueries.detail(eventId).queryKey, updated);
      toast.success('Personal event updated');
      await queryClient.invalidateQueries({ queryKey: calendarQueries.all });
      onDone(values.date);
    },
  });

  if (!event.data) {
    return (
      <PersonalEventFrame title="Personal event">
        <LoadState query={event} subject="the event" notFoundTitle="Event not found" />
      </PersonalEventFrame>
    );
  }
  const defaults = personalEventFormDefaults(event.data);
  return (
    <PersonalEventFrame
      title="Edit personal event"
      actions={<DeletePersonalEventButton event={event.data} onDeleted={() => onDone(defaults.date)} />}
    >
      <PersonalEventForm
        defaultValues={defaults}
        submitLabel="Save event"
        action="Saving a personal event"
        onSubmit={(values) => save.mutateAsync(values)}
        secondaryAction={
          <Button variant="secondary" onClick={() => onDone(defaults.date)}>
            Cancel
          </Button>
        }
      />
    </PersonalEventFrame>
  );
}
