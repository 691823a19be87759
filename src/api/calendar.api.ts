import * as v from 'valibot';
import { CalendarItemSchema } from '#contract/calendar';
import { EventSchema } from '#contract/events';
import { apiRequest } from './client';

/** Calendar dates, inclusive; `tourId` narrows the tour events (personal events always come along). */
export type CalendarRange = { from: string; to: string; tourId?: string };
export type UpcomingFilter = { limit?: number; tourId?: string };

/** Tour events the user may see plus their personal events on from..to, in time order. */
export function fetchCombinedCalendar({ from, to, tourId }: CalendarRange) {
  const query: Record<string, string> = { from, to };
  if (tourId) query.tourId = tourId;
  return apiRequest('/combined-calendar', v.array(CalendarItemSchema), { query });
}

/** The user's visible tour events from now on, soonest first. */
export function fetchUpcomingEvents(filter: UpcomingFilter = {}) {
  const query: Record<string, string> = {};
  if (filter.limit !== undefined) query.limit = String(filter.limit);
  if (filter.tourId) query.tourId = filter.tourId;
  return apiRequest('/events/upcoming', v.array(EventSchema), { query });
}
