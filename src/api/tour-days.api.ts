import * as v from 'valibot';
import { type SaveTourDay, TourDaySchema } from '#contract/tour-days';
import { apiRequest } from './client';

const tourDaysPath = (tourId: string) => `/tour-days/${encodeURIComponent(tourId)}`;

/** The tour's days in date order. */
export function fetchTourDays(tourId: string) {
  return apiRequest(tourDaysPath(tourId), v.array(TourDaySchema));
}

/** Adds a day, or sets the place of the day on `input.date` (assign venues). */
export function saveTourDay(tourId: string, input: SaveTourDay) {
  return apiRequest(tourDaysPath(tourId), TourDaySchema, { method: 'POST', body: input });
}
