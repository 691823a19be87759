import * as v from 'valibot';
import { EventSchema } from '#contract/events';
import { apiRequest } from './client';

/**
 * Copies every event of one day to another day of the same tour, keeping local times in the
 * target day's zone. A source day without events is refused (400 on `sourceTourDayId`,
 * `NO_EVENTS_ON_DATE` of #contract/event-copy). Answers the new events.
 */
export function copyDayEvents(sourceTourDayId: string, targetTourDayId: string) {
  return apiRequest('/events/duplicate', v.array(EventSchema), {
    method: 'POST',
    body: { sourceTourDayId, targetTourDayId },
  });
}

/** Duplicates events of one tour: onto their own days, or onto `targetTourDayId` at the same local times. */
export function duplicateEvents(eventIds: string[], targetTourDayId?: string) {
  return apiRequest('/events/duplicate', v.array(EventSchema), {
    method: 'POST',
    body: { eventIds, targetTourDayId },
  });
}
