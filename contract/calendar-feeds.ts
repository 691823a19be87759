/**
 * Private calendar subscriptions (POST/DELETE /tours/{id}/calendar-feed,
 * GET /calendar-feeds/{token}.ics): one secret URL per person and tour.
 */
import * as v from 'valibot';

export const CalendarFeedSchema = v.object({
  tourId: v.string(),
  /** https URL of the .ics document; the token in it is the only permission. */
  url: v.string(),
  /** The same URL as webcal://, which calendar apps open as a subscription. */
  webcalUrl: v.string(),
});
export type CalendarFeed = v.InferOutput<typeof CalendarFeedSchema>;

/** `<token>.ics`: anything else is an unknown feed. */
export const CalendarFeedParamsSchema = v.object({ token: v.pipe(v.string(), v.maxLength(200)) });

/** How fresh a subscriber's copy is: "updated within a minute". */
export const CALENDAR_FEED_MAX_AGE_SECONDS = 60;
