import * as v from 'valibot';
import { OkSchema } from '#contract/common';
import {
  type CreatePersonalEvent,
  PersonalEventSchema,
  type UpdatePersonalEvent,
} from '#contract/personal-events';
import { apiRequest } from './client';

const personalEventPath = (eventId: string) => `/personal-events/${encodeURIComponent(eventId)}`;

export function fetchPersonalEvent(eventId: string) {
  return apiRequest(personalEventPath(eventId), PersonalEventSchema);
}

export function createPersonalEvent(input: CreatePersonalEvent) {
  return apiRequest('/personal-events', PersonalEventSchema, { method: 'POST', body: input });
}

export function updatePersonalEvent(eventId: string, input: UpdatePersonalEvent) {
  return apiRequest(personalEventPath(eventId), PersonalEventSchema, { method: 'PATCH', body: input });
}

export function deletePersonalEvent(eventId: string) {
  return apiRequest(personalEventPath(eventId), OkSchema, { method: 'DELETE' });
}

/** The user's personal events touching from..to (calendar dates, inclusive). */
export function fetchPersonalEvents(range: { from?: string; to?: string } = {}) {
  const query: Record<string, string> = {};
  if (range.from) query.from = range.from;
  if (range.to) query.to = range.to;
  return apiRequest('/personal-events', v.array(PersonalEventSchema), { query });
}
