import { BookingWarningsSchema, TeamAvailabilitySchema, UnavailableDateSchema } from '#contract/availability';
import { OkSchema } from '#contract/common';
import { apiRequest } from './client';

export const fetchTeamAvailability = (teamId: string, from: string, to: string) =>
  apiRequest(
    `/workspace-teams/${encodeURIComponent(teamId)}/availabilities?${new URLSearchParams({ from, to })}`,
    TeamAvailabilitySchema,
  );

export const markUnavailable = (date: string) =>
  apiRequest(`/unavailable-dates/${encodeURIComponent(date)}`, UnavailableDateSchema, { method: 'PUT' });
export const unmarkUnavailable = (date: string) =>
  apiRequest(`/unavailable-dates/${encodeURIComponent(date)}`, OkSchema, { method: 'DELETE' });

export const fetchBookingWarnings = (tourId: string, date: string, userIds: string[]) =>
  apiRequest(
    `/tours/${encodeURIComponent(tourId)}/booking-warnings?${new URLSearchParams({ date, userIds: userIds.join(',') })}`,
    BookingWarningsSchema,
  );
