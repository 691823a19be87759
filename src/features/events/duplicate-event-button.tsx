import { toast } from 'sonner';
import { errorMessage } from '../../api/api-error';
import type { EventRow } from '../../offline/db';
import { mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';

type DuplicateEventButtonProps = { event: EventRow; personnelUserIds: string[]; personnelGroupIds: string[] };

/**
 * Duplicates an event on the same day (same times, people, groups and visibility) as a new event. It is an
 * ordinary offline create, so it works in the basement too; the copy can then be edited.
 */
export function DuplicateEventButton({
  event,
  personnelUserIds,
  personnelGroupIds,
}: DuplicateEventButtonProps) {
  const duplicate = async () => {
    try {
      await mutate('event.create', {
        tourDayId: event.tourDayId,
        event: {
          type: event.type,
          title: event.title,
          startAt: event.startAt,
          endAt: event.endAt,
          visibility: event.visibility,
          location: event.location,
          description: event.description,
          personnelUserIds,
          personnelGroupIds,
        },
      });
      toast.success('Event duplicated');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <Button variant="ghost" aria-label={`Duplicate ${event.title}`} onClick={() => void duplicate()}>
      Duplicate
    </Button>
  );
}
