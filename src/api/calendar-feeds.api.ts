import { CalendarFeedSchema } from '#contract/calendar-feeds';
import { OkSchema } from '#contract/common';
import { apiRequest } from './client';

const feedPath = (tourId: string) => `/tours/${encodeURIComponent(tourId)}/calendar-feed`;

/** The caller's private subscription URL for the tour (the same one on every call until revoked). */
export function subscribeToTourCalendar(tourId: string) {
  return apiRequest(feedPath(tourId), CalendarFeedSchema, { method: 'POST' });
}

/** Revokes it: calendar apps still subscribed get nothing more. */
export function stopSharingTourCalendar(tourId: string) {
  return apiRequest(feedPath(tourId), OkSchema, { method: 'DELETE' });
}
