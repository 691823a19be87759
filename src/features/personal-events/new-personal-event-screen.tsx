import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { calendarQueries } from '../../api/calendar.queries';
import { createPersonalEvent } from '../../api/personal-events.api';
import { Button } from '../../ui/button';
import { PersonalEventForm } from './personal-event-form';
import {
  type PersonalEventFormValues,
  personalEventFormDefaults,
  toPersonalEventInput,
} from './personal-event-form-schema';
import { PersonalEventFrame } from './personal-event-frame';

type NewPersonalEventScreenProps = {
  defaultDate: string;
  /** Back to the calendar, at the event's date (or the one the user started from). */
  onDone: (date: string) => void;
};

export function NewPersonalEventScreen({ defaultDate, onDone }: NewPersonalEventScreenProps) {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (values: PersonalEventFormValues) => createPersonalEvent(toPersonalEventInput(values)),
    onSuccess: async (_event, values) => {
      toast.success('Personal event added');
      await queryClient.invalidateQueries({ queryKey: calendarQueries.all });
      onDone(values.date);
    },
  });

  return (
    <PersonalEventFrame title="New personal event">
      <PersonalEventForm
        defaultValues={personalEventFormDefaults({ date: defaultDate })}
        submitLabel="Add personal event"
        action="Adding a personal event"
        onSubmit={(values) => create.mutateAsync(values)}
        secondaryAction={
          <Button variant="secondary" onClick={() => onDone(defaultDate)}>
            Cancel
          </Button>
        }
      />
    </PersonalEventFrame>
  );
}
